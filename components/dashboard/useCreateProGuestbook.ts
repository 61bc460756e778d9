"use client";
// 'Create Pro Audio Guestbook': the server makes a Pro XL guestbook with defaults and the user goes
// straight to its manage page to set it up.
import { useRouter } from "next/navigation";
import { useState } from "react";

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
      const response = await fetch("/api/subscription-guestbooks", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
      const body: unknown = await response.json().catch(() => null);
      const record = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
      if (response.ok && typeof record.guestbookId === "string") {
        onCreated();
        // Stays "Creating..." until the manage page replaces this one.
        router.push(`/manage-guestbook/${encodeURIComponent(record.guestbookId)}`);
        return;
      }
      setError(typeof record.error === "string" && record.error ? `Failed to create subscription guestbook: ${record.error}` : CREATE_PRO_RETRY);
    } catch {
      setError(CREATE_PRO_RETRY);
    }
    setCreating(false);
  }

  return { create, creating, error };
}
