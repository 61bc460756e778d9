// A visitor's message from the Contact us dialog, to the support address; replying answers the visitor.
import { MailLayout, MailText } from "./MailLayout";

export function ContactMail({ name, email, message }: { name: string; email: string; message: string }) {
  return (
    <MailLayout
      preview={`A message from ${name}`}
      heading={`A message from ${name}`}
      footer="Sent with the Contact us form. Reply to this mail to answer the sender."
    >
      <MailText>
        From: {name} &lt;{email}&gt;
      </MailText>
      {message.split(/\n{2,}/).map((paragraph, index) => (
        <MailText key={index}>{paragraph}</MailText>
      ))}
    </MailLayout>
  );
}
