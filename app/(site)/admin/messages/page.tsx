// /admin/messages — the admins' inbox of Contact us messages, unhandled first: read, reply by mail, mark handled.
import type { Metadata } from "next";
import { forAdmin } from "@/lib/auth/require-admin";
import { listContactMessages } from "@/lib/contact/contact-messages";
import { ContactMessageList } from "./ContactMessageList";

export const metadata: Metadata = { title: "Messages - Echobook", robots: { index: false, follow: false } };

export default async function AdminMessagesPage() {
  return <ContactMessageList initialMessages={await forAdmin(listContactMessages)} />;
}
