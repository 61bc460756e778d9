// Co-hosts (issue 50) as two people go through it: the owner invites by email on the manage page; the
// invitee opens the mailed link (read from the local mailbox) signed out, signs in with the address
// filled in, comes back, accepts, and finds the guestbook shared with them, without what only the owner may do.
import type { Locator } from "@playwright/test";
import { registerOverApi } from "../helpers/accounts";
import { expect, expectAccessible, signInWithToken, test, uniqueEmail, visit } from "./fixtures";
import { createGuestbookOverApi } from "./guestbooks";

type TMailboxMessage = { to: string; subject: string; text: string };

test("the owner invites a co-host, who accepts and sees the guestbook as shared", async ({ page, request, localRequest }) => {
  // Six pages with axe, two scrypt hashes and a mail on the way: more than the default minute on a loaded machine.
  test.setTimeout(240_000);
  const owner = await registerOverApi(request, "Olive");
  const cohost = await registerOverApi(request, "Cyril", { email: uniqueEmail("cyril") });
  const name = `Olive and Cyril ${Date.now()}`;
  const guestbookId = await createGuestbookOverApi(request, { guestbookName: name }, owner.token);

  await signInWithToken(page, owner.token);
  await visit(page, `/manage-guestbook/${guestbookId}`);
  const card = page.getByRole("region", { name: "Co-hosts" });
  await card.getByLabel("Invite a co-host by email").fill(cohost.email);
  await card.getByRole("button", { name: "Send invitation" }).click();
  await expect(card.getByRole("status")).toHaveText(`Invitation sent to ${cohost.email}.`);
  await expect(card.getByRole("button", { name: `Revoke the invitation to ${cohost.email}` })).toBeVisible();
  await expectTargets(card.getByRole("button"));

  let link = "";
  await expect
    .poll(
      async () => {
        const { messages } = (await (await localRequest.get("/api/dev/mailbox")).json()) as { messages: TMailboxMessage[] };
        const mail = messages.find((message) => message.to === cohost.email && /invited you to co-host/.test(message.subject));
        link = mail?.text.match(/https?:\/\/\S+\/cohost\/[A-Za-z0-9_-]{43}/)?.[0] ?? "";
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe("");

  // The invitee, signed out, opens the link and signs in with the invited address already filled in.
  await page.context().clearCookies();
  const invitationPath = new URL(link).pathname;
  await visit(page, invitationPath);
  await expect(page.getByText(`You are invited to co-host the guestbook “${name}”.`)).toBeVisible();
  await page.getByRole("link", { name: "Sign in to accept" }).click();
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByLabel("Email")).toHaveValue(cohost.email);
  await expectAccessible(page);
  await page.getByLabel("Password").fill(cohost.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${invitationPath}$`), { timeout: 20_000 });
  await expectAccessible(page);
  await page.getByRole("button", { name: `Accept and co-host “${name}”` }).click();

  await expect(page).toHaveURL(new RegExp(`/manage-guestbook/${guestbookId}`), { timeout: 20_000 });
  await expect(page.getByText("Shared with you")).toBeVisible();
  const shared = page.getByRole("region", { name: "Co-hosts" });
  await expect(shared.getByText(cohost.email)).toBeVisible();
  await expect(shared.getByRole("button")).toHaveCount(0);
  await expectAccessible(page);

  await visit(page, "/dashboard");
  const listed = page.getByTestId("guestbook-card").filter({ hasText: name });
  await expect(listed.getByText("Shared with you")).toBeVisible();
  await expect(listed.getByRole("button", { name: /Delete/ })).toHaveCount(0);
});

/** Every button at least 44 px tall. */
async function expectTargets(buttons: Locator): Promise<void> {
  for (const button of await buttons.all()) {
    const box = await button.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
}
