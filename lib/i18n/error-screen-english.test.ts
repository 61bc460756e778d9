import en from "@/messages/en.json";
import { ENGLISH_ERROR_SCREEN } from "./error-screen-english";

it("the root error screen says the English catalogue's own words", () => {
  expect(ENGLISH_ERROR_SCREEN).toEqual(en.shared.errorScreen);
});
