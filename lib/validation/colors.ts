// A colour as every look stores it: `#rrggbb`.
import { z } from "zod";

export const ZHexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Colours must be #rrggbb.");

/** Whether `value` is a colour as `ZHexColor` takes it. */
export const isHexColor = (value: string): boolean => ZHexColor.safeParse(value).success;
