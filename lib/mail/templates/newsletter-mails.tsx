import { MailLayout, MailText } from "./MailLayout";

export function NewsletterConfirmMail({ confirmLink, unsubscribeLink }: { confirmLink: string; unsubscribeLink: string }) {
  return (
    <MailLayout
      preview="Confirm your subscription to the Echobook newsletter"
      heading="Please confirm your subscription"
      action={{ label: "Confirm my subscription", href: confirmLink }}
      footer="If you did not ask for the Echobook newsletter, ignore this mail: without a confirmation, nothing is sent to you."
      unsubscribe={{ href: unsubscribeLink, label: "Remove this address" }}
    >
      <MailText>Someone, hopefully you, asked for the Echobook newsletter at this address.</MailText>
      <MailText>Confirm it, and we will send you news and ideas for your events now and then.</MailText>
    </MailLayout>
  );
}

/** To an address entered again after it was confirmed: the page answers as for a new one, so this says what happened. */
export function NewsletterAlreadySubscribedMail({ unsubscribeLink }: { unsubscribeLink: string }) {
  return (
    <MailLayout
      preview="This address already gets the Echobook newsletter"
      heading="You are already subscribed"
      footer="If you did not enter this address again, ignore this mail: nothing has changed."
      unsubscribe={{ href: unsubscribeLink, label: "Remove this address" }}
    >
      <MailText>
        Someone, hopefully you, entered this address for the Echobook newsletter again. It is already subscribed, so there is nothing to confirm.
      </MailText>
    </MailLayout>
  );
}
