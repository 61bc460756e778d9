// Finding a card: by anyone (the public page and its audio) or by its owner, for whom another user's
// card answers 404 exactly like a missing one, so ids cannot be probed. Admins manage only their own.
// `cardFinder` is the same three lookups for any kind of card (pro cards use it too).
import "server-only";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { ZCardId } from "@/lib/validation/cards";
import { CARD_INCLUDE, type TCardRow } from "./card-json";
import { CARD_TEXTS } from "@/lib/constants/cards";
import { requireLook } from "./look-row";

export function cardFinder<T>(opts: { load(id: string): Promise<T | null>; ownerOf(card: T): string; notFound: string }) {
  const find = async (id: string): Promise<T | null> => (ZCardId.safeParse(id).success ? opts.load(id) : null);
  return {
    find,
    async get(id: string): Promise<T> {
      const card = await find(id);
      if (!card) throw notFound(opts.notFound);
      return card;
    },
    async getOwned({ id, userId }: { id: string; userId: string }): Promise<T> {
      const card = await find(id);
      if (!card || opts.ownerOf(card) !== userId) throw notFound(opts.notFound);
      return card;
    },
  };
}

export const {
  find: findCard,
  get: getCard,
  getOwned: getOwnedCard,
} = cardFinder<TCardRow>({
  load: async (id) => {
    const card = await db.personalMessage.findUnique({ where: { id }, include: CARD_INCLUDE });
    return card && requireLook(card);
  },
  ownerOf: (card) => card.ownerId,
  notFound: CARD_TEXTS.notFound,
});
