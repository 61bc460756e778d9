// A missing or another user's card: the server answers 404 with the spec's 'Audio card not found'.
import type { Metadata } from "next";
import CardNotFound from "@/components/cards/manage/CardNotFound";

export const metadata: Metadata = { title: "Audio Card Not Found - Echobook", robots: { index: false } };

export default CardNotFound;
