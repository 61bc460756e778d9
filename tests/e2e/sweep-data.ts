// The data the screens sweep (screens-sweep.spec.ts) shows, made through the app's APIs: once with
// ordinary words and once with long ones (a 60-character single-word name, title and email, a
// 1000-character message), so every place that shows user text meets a word that cannot wrap at a space.
import { randomUUID } from "node:crypto";
import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import { asVisitor } from "../helpers/api";
import { makeToneBytes } from "../helpers/audio";
import { recordAsGuest, todayUtc } from "../helpers/guestbooks";
import { testSql } from "../helpers/test-database";
import { E2E_PASSWORD, setSubscriptionTier } from "./accounts";
import { expect } from "./fixtures";
import { registerOverApi } from "../helpers/accounts";

type TSweepTexts = { label: "ordinary" | "long"; firstName: string; title: string; subtitle: string; message: string; email: () => string };

const LONG_WORD = "Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaft".repeat(20);
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export const SWEEP_TEXTS: readonly TSweepTexts[] = [
  {
    label: "ordinary",
    firstName: "Harper",
    title: "Ava & Sam's Wedding",
    subtitle: "Leave us a few words",
    message: "Thank you for coming! Press record and tell us your favourite memory of the two of us.",
    email: () => `harper.${unique()}@example.test`,
  },
  {
    label: "long",
    firstName: LONG_WORD.slice(0, 60),
    title: LONG_WORD.slice(3, 63),
    subtitle: LONG_WORD.slice(6, 66),
    message: LONG_WORD.slice(0, 1000),
    email: () => {
      const suffix = `${unique()}@example.test`;
      return `${LONG_WORD.slice(0, 60 - suffix.length).toLowerCase()}${suffix}`;
    },
  },
];

export type TSweepData = {
  texts: TSweepTexts;
  /** Business Pro and admin: every dashboard tab, the pro pages and the blog admin. */
  ownerToken: string;
  /** No plan: the free-tier texts of the wizard, with a free guestbook of their own. */
  freeToken: string;
  guestbookId: string;
  freeGuestbookId: string;
  cardId: string;
  proCardId: string;
  unrecordedProCardId: string;
  messagePath: string;
  /** The family's listening page and the venue's voice wall of the guestbook (their links' paths). */
  listenPath: string;
  wallPath: string;
  /** A co-host invitation of the guestbook, sent to the user with no plan (its mailed link's path). */
  cohostPath: string;
  blogPostId: string;
  openCheckoutId: string;
  paidSessionId: string;
};

async function json(response: Awaited<ReturnType<APIRequestContext["post"]>>, status: number): Promise<Record<string, unknown>> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
  return (await response.json()) as Record<string, unknown>;
}

async function register(request: APIRequestContext, texts: TSweepTexts): Promise<{ token: string; email: string }> {
  const { token, email } = await registerOverApi(request, texts.firstName, { email: texts.email(), password: E2E_PASSWORD });
  return { token, email };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function createGuestbook(request: APIRequestContext, token: string, texts: TSweepTexts, tierIdx = 0): Promise<Record<string, unknown>> {
  return request
    .post("/api/guestbooks", {
      headers: bearer(token),
      data: {
        guestbookName: texts.title,
        eventType: "Wedding",
        eventDate: todayUtc(),
        tierIdx,
        allowAnonymous: true,
        title: texts.title,
        subtitle: texts.subtitle,
        message: texts.message,
      },
    })
    .then((response) => json(response, tierIdx === 0 ? 201 : 402));
}

/** A checkout for a Medium guestbook; answers its session id. */
async function openCheckout(request: APIRequestContext, token: string, texts: TSweepTexts): Promise<string> {
  const { tempGuestbookKey } = await createGuestbook(request, token, texts, 1);
  const checkout = await json(
    await request.post("/api/stripe/create-checkout-session", {
      headers: bearer(token),
      data: {
        priceId: "medium",
        mode: "payment",
        successUrl: "/payment-success?session_id={CHECKOUT_SESSION_ID}",
        cancelUrl: "/payment-cancel",
        tempGuestbookKey,
      },
    }),
    200,
  );
  return String(checkout.url).split("/").pop() ?? "";
}

async function makeProCard(request: APIRequestContext, token: string, texts: TSweepTexts, recorded: boolean): Promise<string> {
  const made = await json(await request.post("/api/subscription-audio-messages", { headers: bearer(token), data: { name: texts.title } }), 201);
  const messageId = String(made.messageId);
  if (!recorded) return messageId;
  // The recipient's own browser: the recorder cookie lives in this context's jar.
  await json(await request.post(`/api/subscription-audio-messages/${messageId}/activate`, { data: { activationCode: made.activationCode } }), 200);
  const audioData = (await makeToneBytes(2, "webm")).toString("base64");
  await json(
    await request.post(`/api/subscription-audio-messages/${messageId}/record`, {
      data: { audioData, audioType: "audio/webm", title: texts.title, subtitle: texts.subtitle, message: texts.message },
    }),
    201,
  );
  return messageId;
}

export async function makeSweepData(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string, texts: TSweepTexts): Promise<TSweepData> {
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: asVisitor() });
  try {
    const owner = await register(request, texts);
    const free = await register(request, texts);
    await setSubscriptionTier(owner.email, "combined_pro");
    await testSql(`UPDATE "User" SET "isAdmin" = true WHERE email = $1`, [owner.email]);

    const guestbook = (await createGuestbook(request, owner.token, texts)).guestbook as Record<string, unknown>;
    const guestbookId = String(guestbook.id);
    const audio = await makeToneBytes(2, "webm");
    for (const anonymous of [false, true]) {
      const recorded = await recordAsGuest({ guestbookId, audio, guestName: texts.firstName, guestEmail: texts.email(), anonymous });
      expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    }
    const freeGuestbook = (await createGuestbook(request, free.token, texts)).guestbook as Record<string, unknown>;
    await json(await request.post("/api/subscription-guestbooks", { headers: bearer(owner.token), data: { guestbookName: texts.title } }), 201);

    const card = await json(
      await request.post("/api/personal-messages", {
        headers: bearer(owner.token),
        multipart: {
          audio: { name: "card.webm", mimeType: "audio/webm", buffer: audio },
          clientUploadId: randomUUID(),
          name: texts.title,
          title: texts.title,
          subtitle: texts.subtitle,
          message: texts.message,
          allowDownload: "true",
          foreverHostingEnabled: "true",
          showOverlay: "true",
        },
      }),
      201,
    );
    const proCardId = await makeProCard(request, owner.token, texts, true);
    const unrecordedProCardId = await makeProCard(request, owner.token, texts, false);

    const message = await json(
      await request.post("/api/upload-audio", {
        headers: bearer(owner.token),
        multipart: {
          audio: { name: "message.webm", mimeType: "audio/webm", buffer: audio },
          clientUploadId: randomUUID(),
          title: texts.title,
          name: texts.firstName,
          email: texts.email(),
        },
      }),
      201,
    );
    const messagePath = `/message/${message.id}?${new URLSearchParams({ title: texts.title, name: texts.firstName })}`;
    const linkPath = async (kind: "listening-link" | "wall-link") =>
      new URL(String((await json(await request.post(`/api/guestbooks/${guestbookId}/${kind}`, { headers: bearer(owner.token), data: {} }), 200)).url)).pathname;
    const listenPath = await linkPath("listening-link");
    const wallPath = await linkPath("wall-link");

    await json(await request.post(`/api/guestbooks/${guestbookId}/cohosts`, { headers: bearer(owner.token), data: { email: free.email } }), 201);

    const blogPostId = `sweep${unique()}`;
    await testSql(`INSERT INTO "BlogPost" (id, title, content, "imageUrl", "imageAlt", "publishedAt") VALUES ($1, $2, $3, $4, $5, now())`, [
      blogPostId,
      texts.title,
      `<p>${texts.message}</p><p>${texts.subtitle}</p>`,
      "/stock/anniversary-by-the-water.jpg",
      "Two chairs by the water",
    ]);

    const openCheckoutId = await openCheckout(request, owner.token, texts);
    const paidSessionId = await openCheckout(request, owner.token, texts);
    // Paid from this machine, without the proxy's header: the test payments answer nothing else (fixtures.ts).
    const local = await playwright.request.newContext({ baseURL, extraHTTPHeaders: {} });
    let cohostPath = "";
    try {
      await json(await local.post(`/api/test/complete-payment/${paidSessionId}`, { headers: bearer(owner.token) }), 200);
      // The invitation's link reaches the invitee by mail only: read from the local mailbox, on this machine too.
      await expect
        .poll(
          async () => {
            const { messages } = (await (await local.get("/api/dev/mailbox")).json()) as { messages: { to: string; subject: string; text: string }[] };
            const mail = messages.find((message) => message.to === free.email && /invited you to co-host/.test(message.subject));
            cohostPath = mail?.text.match(/https?:\/\/\S+(\/cohost\/[A-Za-z0-9_-]{43})/)?.[1] ?? "";
            return cohostPath;
          },
          { timeout: 30_000, message: "the co-host invitation's mail" },
        )
        .not.toBe("");
    } finally {
      await local.dispose();
    }

    return {
      texts,
      ownerToken: owner.token,
      freeToken: free.token,
      guestbookId,
      freeGuestbookId: String(freeGuestbook.id),
      cardId: String(card.messageId),
      proCardId,
      unrecordedProCardId,
      messagePath,
      listenPath,
      wallPath,
      cohostPath,
      blogPostId,
      openCheckoutId,
      paidSessionId,
    };
  } finally {
    await request.dispose();
  }
}
