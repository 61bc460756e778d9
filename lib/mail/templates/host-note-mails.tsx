// A host's notes about new voices in a guestbook: one for each message, or one summary for a burst or a
// day; and a pro card owner's note that a recipient recorded a card. No audio is attached.
import { MailLayout, MailText } from "./MailLayout";

/** `waiting`: the message waits for the host's approval before the family can hear it (issue 50). */
export type TNoteEntry = { guestName: string; seconds: number | null; waiting?: boolean };

/** The line a host note adds when its message waits for approval. */
export const WAITING_FOR_APPROVAL_NOTE = "It is waiting for your approval: the family will hear it once you approve it in your Recordings.";

export function lengthText(seconds: number | null): string {
  if (seconds === null) return "length not known yet";
  const whole = Math.max(1, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return minutes > 0 ? `${minutes} min ${rest} s` : `${rest} s`;
}

export function HostNoteMail({
  guestbookName,
  entry,
  recordingsLink,
  unsubscribeLink,
}: {
  guestbookName: string;
  entry: TNoteEntry;
  recordingsLink: string;
  unsubscribeLink: string;
}) {
  return (
    <MailLayout
      preview={`${entry.guestName} left a message in ${guestbookName}`}
      heading={`A new message in ${guestbookName}`}
      action={{ label: entry.waiting ? "Listen and approve in your Recordings" : "Listen in your Recordings", href: recordingsLink }}
      footer={`You get this mail because 'Email me about new messages' is on for ${guestbookName}. You can change it in the guestbook's settings.`}
      unsubscribe={{ href: unsubscribeLink, label: `Stop these mails for ${guestbookName}` }}
    >
      <MailText>
        {entry.guestName} left a message ({lengthText(entry.seconds)}) in your guestbook {guestbookName}.
      </MailText>
      {entry.waiting ? <MailText>{WAITING_FOR_APPROVAL_NOTE}</MailText> : null}
    </MailLayout>
  );
}

export function HostSummaryMail({
  guestbookName,
  entries,
  recordingsLink,
  unsubscribeLink,
}: {
  guestbookName: string;
  entries: TNoteEntry[];
  recordingsLink: string;
  unsubscribeLink: string;
}) {
  return (
    <MailLayout
      preview={`${entries.length} new messages in ${guestbookName}`}
      heading={`${entries.length} new messages in ${guestbookName}`}
      action={{ label: "Listen in your Recordings", href: recordingsLink }}
      footer={`You get this mail because 'Email me about new messages' is on for ${guestbookName}. You can change it in the guestbook's settings.`}
      unsubscribe={{ href: unsubscribeLink, label: `Stop these mails for ${guestbookName}` }}
    >
      <MailText>
        Your guests left {entries.length} new messages in {guestbookName}:
      </MailText>
      {entries.map((entry, index) => (
        <MailText key={index}>
          • {entry.guestName} ({lengthText(entry.seconds)}){entry.waiting ? ", waiting for your approval" : ""}
        </MailText>
      ))}
    </MailLayout>
  );
}

export function ProCardRecordedMail({ cardName, cardsLink }: { cardName: string; cardsLink: string }) {
  return (
    <MailLayout
      preview={`Your pro card ${cardName} was recorded`}
      heading="A pro card was recorded"
      action={{ label: "See your pro cards", href: cardsLink }}
      footer="You get this mail because you made this pro audio card."
    >
      <MailText>The recipient of your pro audio card {cardName} activated it and recorded their message.</MailText>
    </MailLayout>
  );
}
