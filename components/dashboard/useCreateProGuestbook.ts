"use client";
// 'Create Pro Audio Guestbook': the server makes a Pro XL guestbook with defaults and the user goes
// straight to its manage page to set it up.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { messageOf } from "@/lib/client/api";
import { createProGuestbook } from "@/lib/client/guestbooks";

const CREATE_PRO_RETRY = "Failed to create subscription guestbook. Please try again.";

export function useCreateProGuestbook(onCreated: () => void) {
  const router = useRouter();
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function create() {
    if (creating) return;
    setCreating(true);
    setError(null);
    try {
      const guestbookId = await createProGuestbook();
      if (typeof guestbookId === "string") {
        onCreated();
        // Stays "Creating..." until the manage page replaces this one.
        router.push(`/manage-guestbook/${encodeURIComponent(guestbookId)}`);
        return;
      }
      setError(CREATE_PRO_RETRY);
    } catch (error) {
      const reason = messageOf(error, "");
      setError(reason ? `Failed to create subscription guestbook: ${reason}` : CREATE_PRO_RETRY);
    }
    setCreating(false);
  }

  return { create, creating, error };
}
