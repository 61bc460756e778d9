"use client";
// The recipient's states (activation, editor, recorder) with their forms and validation are most of a
// pro card page's JavaScript, and a recorded card, which is every listener's view, needs none of them.
// Loaded as their own chunk only when a card still waits for its voice; still rendered on the server.
import dynamic from "next/dynamic";

export const ProCardRecipientLazy = dynamic(() => import("./ProCardRecipient").then((module) => module.ProCardRecipient));
