// The invitation to co-host a guestbook (issue 50): who invites, to which guestbook, what a co-host may
// do, and the link that works once, for 7 days, for the address it was sent to.
import { MailLayout, MailText } from "./MailLayout";

export function CohostInvitationMail({ inviterName, guestbookName, acceptLink }: { inviterName: string; guestbookName: string; acceptLink: string }) {
  return (
    <MailLayout
      preview={`${inviterName} invited you to co-host ${guestbookName}`}
      heading="You are invited to co-host a guestbook"
      action={{ label: "Accept the invitation", href: acceptLink }}
      footer="If you did not expect this, ignore this mail: nothing changes. The link works once, for 7 days, for this email address."
    >
      <MailText>
        {inviterName} invited you to co-host the Echobook guestbook “{guestbookName}”. As a co-host you can listen to and download the voice messages, approve
        or hide them, stitch them together, edit the guestbook&apos;s texts and look, and print its signs.
      </MailText>
      <MailText>Sign in or create an account with this email address, then accept.</MailText>
    </MailLayout>
  );
}
