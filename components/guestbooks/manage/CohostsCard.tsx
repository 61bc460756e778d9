"use client";
// The manage page's "Co-hosts" card (issue 50): who shares this guestbook and who is invited. The owner
// invites by email (the address checked with the route's schema), removes a co-host and revokes an
// invitation; a co-host sees the list only.
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import useSWR from "swr";
import type { z } from "zod";
import { AlertText } from "@/components/ui/AlertText";
import { messageOf } from "@/lib/client/api";
import { cohostsKey, inviteCohost, removeCohost, revokeCohostInvitation } from "@/lib/client/cohosts";
import { formatEventDate } from "@/lib/format/time";
import { ZCohostInvite, type TCohostsJson } from "@/lib/validation/cohosts";
import { EMAIL_MAX } from "@/lib/validation/auth";
import styles from "./Manage.module.css";

type TInput = z.input<typeof ZCohostInvite>;

export function CohostsCard({ guestbookId, isOwner }: { guestbookId: string; isOwner: boolean }) {
  const cohosts = useSWR<TCohostsJson>(cohostsKey(guestbookId));
  const list = cohosts.data ?? null;
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const ids = useId();
  const form = useForm<TInput, unknown, z.output<typeof ZCohostInvite>>({ resolver: zodResolver(ZCohostInvite), defaultValues: { email: "" } });
  const fieldError = form.formState.errors.email?.message;

  async function act(run: () => Promise<void>, done: string) {
    setError(null);
    setStatus("");
    try {
      await run();
      setStatus(done);
    } catch (failure) {
      setError(messageOf(failure, "That did not work. Please try again."));
    }
    await cohosts.mutate();
  }

  const onInvite = form.handleSubmit(async ({ email }) => {
    await act(async () => {
      await inviteCohost(guestbookId, email);
      form.reset();
    }, `Invitation sent to ${email}.`);
  });

  return (
    <section className="card" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className={styles.sectionTitle}>
        Co-hosts
      </h2>
      <p className={styles.muted}>
        A co-host can listen, download, approve and hide messages, edit the texts and look, and print signs. Only you can delete the guestbook, pay, upgrade it
        and choose co-hosts.
      </p>
      {list === null ? null : list.cohosts.length === 0 && list.invitations.length === 0 ? (
        <p>No co-hosts yet.</p>
      ) : (
        <ul className={styles.cohostList} aria-label="Co-hosts and invitations">
          {list.cohosts.map((cohost) => (
            <li key={cohost.userId} className={styles.cohostRow}>
              <span className={styles.cohostWho}>
                {cohost.firstName} <span className={styles.muted}>({cohost.email})</span>
                <span className={styles.muted}> · co-host since {formatEventDate(cohost.since.slice(0, 10), "medium")}</span>
              </span>
              {isOwner ? (
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  onClick={() => void act(() => removeCohost(guestbookId, cohost.userId), `${cohost.firstName} is no longer a co-host.`)}
                >
                  Remove<span className="visually-hidden"> {cohost.email}</span>
                </button>
              ) : null}
            </li>
          ))}
          {list.invitations.map((invitation) => (
            <li key={invitation.id} className={styles.cohostRow}>
              <span className={styles.cohostWho}>
                {invitation.email}{" "}
                <span className={styles.muted}>· invited, link works until {formatEventDate(invitation.expiresAt.slice(0, 10), "medium")}</span>
              </span>
              {isOwner ? (
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  onClick={() => void act(() => revokeCohostInvitation(guestbookId, invitation.id), `The invitation to ${invitation.email} was revoked.`)}
                >
                  Revoke<span className="visually-hidden"> the invitation to {invitation.email}</span>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {isOwner ? (
        <form className={styles.cohostForm} onSubmit={(event) => void onInvite(event)} noValidate>
          <label className="label" htmlFor={`${ids}-email`}>
            Invite a co-host by email
          </label>
          <div className={styles.cohostInviteRow}>
            <input
              id={`${ids}-email`}
              className="input"
              type="email"
              autoComplete="off"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={EMAIL_MAX}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${ids}-email-error` : undefined}
              {...form.register("email")}
            />
            <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? "Sending…" : "Send invitation"}
            </button>
          </div>
          {fieldError ? (
            <p id={`${ids}-email-error`} className="error-text">
              {fieldError}
            </p>
          ) : null}
        </form>
      ) : null}
      <p className="hint" role="status">
        {status}
      </p>
      <AlertText message={error ?? (cohosts.error ? messageOf(cohosts.error, "The co-hosts could not be loaded. Please reload the page.") : null)} />
    </section>
  );
}
