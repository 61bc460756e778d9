import type { Metadata } from "next";
import GateForm from "@/components/site/GateForm";
import Logo from "@/components/site/Logo";
import { safeNextPath } from "@/components/site/safe-next-path";
import styles from "./page.module.css";

export const metadata: Metadata = { title: "Coming Soon - Echobook" };

export default async function GatePage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const { next } = await searchParams;
  return (
    <div className={`theme-dark ${styles.page}`}>
      <div className={styles.inner}>
        <Logo tone="light" />
        <h1 className={styles.title}>Coming Soon</h1>
        <p className={styles.lead}>Echobook is almost ready. Enter your access code to preview the site.</p>
        <GateForm next={safeNextPath(next)} />
      </div>
    </div>
  );
}
