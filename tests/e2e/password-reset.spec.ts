// A forgotten password, as a person would go through it: ask on /forgot-password, open the link the
// mail holds (read from the local mailbox), choose a new password, land on the dashboard signed in.
import { expect, screenshot, test, uniqueEmail, visit } from "./fixtures";
import { registerOverApi } from "../helpers/accounts";

type TMailboxMessage = { to: string; subject: string; text: string };

test("forgot password → the mailed link → a new password → the dashboard", async ({ page, request, localRequest }, testInfo) => {
  // Four pages with axe, a scrypt hash and a mail on the way: more than the default minute on a loaded machine.
  test.setTimeout(180_000);
  const email = uniqueEmail("reset");
  await registerOverApi(request, "Rosa", { email, password: "the old password" });

  await visit(page, "/login");
  await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
  await visit(page, "/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send me a reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists for this email");
  await screenshot(page, testInfo, "password-reset-requested");

  let link = "";
  await expect
    .poll(
      async () => {
        const { messages } = (await (await localRequest.get("/api/dev/mailbox")).json()) as { messages: TMailboxMessage[] };
        const mail = messages.find((message) => message.to === email && /Reset your Echobook password/.test(message.subject));
        link = mail?.text.match(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]{43}/)?.[0] ?? "";
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe("");

  await visit(page, new URL(link).pathname);
  await page.getByLabel("New password", { exact: true }).fill("my new password");
  await page.getByLabel("Repeat the new password").fill("my new password");
  await screenshot(page, testInfo, "password-reset-form");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the local mailbox shows the mails newest first, each in a sandboxed frame", async ({ page, request, localRequest }) => {
  const email = uniqueEmail("mailbox");
  await registerOverApi(request, "Mo", { email, password: "the old password" });
  expect((await request.post("/api/auth/forgot-password", { data: { email } })).status()).toBe(202);
  await expect.poll(async () => JSON.stringify(await (await localRequest.get("/api/dev/mailbox")).json()), { timeout: 20_000 }).toContain(email);
  await visit(page, "/dev/mailbox");
  await expect(page.getByRole("heading", { name: "Local mailbox" })).toBeVisible();
  await page.getByText(`To ${email}`).first().click();
  const frame = page.getByTitle("Mail: Reset your Echobook password").first();
  await expect(frame).toHaveAttribute("sandbox", "allow-popups allow-popups-to-escape-sandbox");
  await expect(frame.contentFrame().getByRole("link", { name: "Choose a new password" })).toBeVisible();
});
