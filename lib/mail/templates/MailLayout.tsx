// The brand frame every mail shares: the wordmark on Echobook yellow, one column of text, at most one
// button, and a footer that names why the mail came and, for mails a person can stop, the unsubscribe link.
import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";

const BRAND = "#fcd300";
const INK = "#111111";
const MUTED = "#4f4f4f";

const styles = {
  body: { backgroundColor: "#f7f7f4", fontFamily: "Inter, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif", margin: 0, padding: "24px 0" },
  container: { backgroundColor: "#ffffff", borderRadius: "12px", maxWidth: "560px", margin: "0 auto", overflow: "hidden", border: "1px solid #e3e3df" },
  header: { backgroundColor: BRAND, padding: "18px 24px" },
  wordmark: { color: "#000000", fontSize: "22px", fontWeight: 800, letterSpacing: "-0.02em", margin: 0 },
  content: { padding: "8px 24px 24px" },
  heading: { color: "#000000", fontSize: "22px", fontWeight: 700, lineHeight: "1.3", margin: "20px 0 8px" },
  text: { color: INK, fontSize: "16px", lineHeight: "1.55", margin: "12px 0" },
  button: {
    backgroundColor: BRAND,
    color: "#000000",
    borderRadius: "999px",
    fontSize: "16px",
    fontWeight: 700,
    padding: "14px 24px",
    textDecoration: "none",
    display: "inline-block",
  },
  footer: { color: MUTED, fontSize: "13px", lineHeight: "1.5", margin: "8px 0" },
  link: { color: "#000000", textDecoration: "underline" },
};

export function MailText({ children }: { children: ReactNode }) {
  return <Text style={styles.text}>{children}</Text>;
}

export function MailLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={styles.link}>
      {children}
    </Link>
  );
}

export function MailLayout({
  preview,
  heading,
  children,
  action,
  footer,
  unsubscribe,
  greet,
}: {
  preview: string;
  heading: string;
  children: ReactNode;
  action?: { label: string; href: string };
  footer?: ReactNode;
  unsubscribe?: { href: string; label: string };
  /** The first name a mail to an account's owner opens with ("Hi Ann,"). */
  greet?: string;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Text style={styles.wordmark}>Echobook</Text>
          </Section>
          <Section style={styles.content}>
            <Text style={styles.heading}>{heading}</Text>
            {greet !== undefined && <MailText>Hi {greet},</MailText>}
            {children}
            {action && (
              <Section style={{ margin: "20px 0" }}>
                <Button href={action.href} style={styles.button}>
                  {action.label}
                </Button>
              </Section>
            )}
            {action && (
              <Text style={styles.footer}>
                If the button does not work, copy this link into your browser: <MailLink href={action.href}>{action.href}</MailLink>
              </Text>
            )}
            <Hr style={{ borderColor: "#e3e3df", margin: "20px 0 8px" }} />
            {footer && <Text style={styles.footer}>{footer}</Text>}
            {unsubscribe && (
              <Text style={styles.footer}>
                <MailLink href={unsubscribe.href}>{unsubscribe.label}</MailLink>
              </Text>
            )}
            <Text style={styles.footer}>Echobook · Be Heard. Be Remembered.</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
