import type { Metadata } from "next";
import { AuthPage } from "@/components/auth/AuthPage";
import { LoginForm } from "@/components/auth/LoginForm";

export const metadata: Metadata = { title: "Sign in - Echobook" };

export default function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <AuthPage searchParams={searchParams} title="Sign in" intro="Welcome back. Sign in to manage your guestbooks and audio cards." Form={LoginForm} />;
}
