// A card link that names no card (never made, mistyped, or deleted): the spec's screen title and text.
import { FullLoadLink } from "@/components/ui/FullLoadLink";
import { PublicCardMissing } from "@/components/cards/public/PublicCardPage";

export default function CardNotFound() {
  return (
    <PublicCardMissing title="Message Not Available" alert="Message not found">
      <p>Check the link you were sent, or ask the sender to share it again.</p>
      <FullLoadLink href="/personal-message" className="btn btn-primary">
        Create your own audio card
      </FullLoadLink>
    </PublicCardMissing>
  );
}
