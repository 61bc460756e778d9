// A colour as every look stores it: `#rrggbb`. The one rule; the routes say it one way, the forms
// (spec 001 section 5) another.
import { z } from "zod";

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
/** `#` and six hex digits. */
export const HEX_COLOR_LENGTH = 7;

/** What a form says under a colour field that is not `#rrggbb`. */
export const COLOUR_FORM_ERROR = "Please enter a colour as # and six hex digits, like #fcd300.";

/** A `#rrggbb` colour, refused with `message`. */
export const hexColor = (message = "Colours must be #rrggbb.") => z.string().regex(HEX_COLOR, message);

export const ZHexColor = hexColor();

/** Whether `value` is a colour as `ZHexColor` takes it. */
export const isHexColor = (value: string): boolean => HEX_COLOR.test(value);
