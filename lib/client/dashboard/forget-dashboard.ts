// At logout the browser forgets what it kept of the account: the dashboard's copy of its guestbooks
// (localStorage) and its view state (sessionStorage), for every user who signed in on this browser.
// Unsent guest takes are not the account's and stay (lib/client/uploads/pending-takes.ts).
type TKeyedStorage = Pick<Storage, "length" | "key" | "removeItem">;

const ACCOUNT_KEY = /^echobook:dashboard-/;

export function forgetDashboard(storages: TKeyedStorage[]): void {
  for (const storage of storages) {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key && ACCOUNT_KEY.test(key)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  }
}
