// /payment-success?session_id= — back from checkout: waits for the payment to be recorded, then links to what was bought
import type { Metadata } from "next";
import { PaymentSuccess } from "./PaymentSuccess";

export const metadata: Metadata = { title: "Payment Successful - Echobook" };

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PaymentSuccessPage({ searchParams }: TProps) {
  const { session_id: sessionId, from_guestbook: fromGuestbook } = await searchParams;
  return (
    <PaymentSuccess sessionId={typeof sessionId === "string" ? sessionId : null} fromGuestbookId={typeof fromGuestbook === "string" ? fromGuestbook : null} />
  );
}
