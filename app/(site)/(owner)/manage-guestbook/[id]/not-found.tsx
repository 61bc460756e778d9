// A missing or foreign guestbook id: the server answers 404 with the owner pages' own text.
import type { Metadata } from "next";
import GuestbookNotFound from "@/components/guestbooks/manage/GuestbookNotFound";

export const metadata: Metadata = { title: "Guestbook Not Found - Echobook", robots: { index: false } };

export default GuestbookNotFound;
