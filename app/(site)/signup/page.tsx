import type { Metadata } from "next";
import { AuthPage } from "@/components/auth/AuthPage";
import { SignupForm } from "@/components/auth/SignupForm";

export const metadata: Metadata = { title: "Create an account - Echobook" };

export default function SignupPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <AuthPage searchParams={searchParams} title="Create an account" intro="Create guestbooks and audio cards that keep voices for good." Form={SignupForm} />;
}
