"use client";
// The edit page's "Event time zone" select (issue 50): the times on the host's list, the listening page
// and the keepsake book are written in it. The server's and the browser's lists of zones may differ, so
// the server HTML offers only the current zone and the browser's full list replaces it after hydration.
import { useSyncExternalStore } from "react";
import { SelectField } from "@/components/ui/SelectField";

const noSubscription = () => () => {};

const WORDS = {
  label: "Event time zone",
  hint: "Times of messages on your list, the listening page and the keepsake book are shown in this time zone.",
};

function zonesWith(value: string, all: readonly string[]): string[] {
  return [...new Set(["UTC", value, ...all])].sort((a, b) => a.localeCompare(b));
}

export function TimeZoneField({ id, value, onChange }: { id: string; value: string; onChange(timeZone: string): void }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const options = zonesWith(value, inBrowser ? Intl.supportedValuesOf("timeZone") : []);
  const labels = Object.fromEntries(options.map((zone) => [zone, zone.replaceAll("_", " ")]));
  return <SelectField id={id} value={value} options={options} labels={labels} onChange={onChange} {...WORDS} />;
}
