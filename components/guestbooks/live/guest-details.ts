// What the guest types at the details step, kept by GuestFlow (so Back and Continue keep it) and edited by
// GuestDetailsForm, which loads in a chunk of its own.
export type TGuestDetails = { name: string; email: string; anonymous: boolean };

export const NO_GUEST_DETAILS: TGuestDetails = { name: "", email: "", anonymous: false };

/** The name and email fields show when the guestbook asks for a name and the guest did not choose to stay anonymous. */
export function guestDetailsShown(asksName: boolean, anonymous: boolean): boolean {
  return asksName && !anonymous;
}
