// GET|POST /api/auth/* — next-auth's browser session endpoints (csrf, callback, session, signout)
import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authOptions } from "@/lib/auth/next-auth-options";

type TContext = { params: Promise<{ nextauth: string[] }> };

async function handler(request: NextRequest, context: TContext) {
  return NextAuth(request as never, context as never, authOptions());
}

export { handler as GET, handler as POST };
