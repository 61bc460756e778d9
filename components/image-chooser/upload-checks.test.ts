import en from "@/messages/en.json";
import { STOCK_CATEGORIES } from "@/lib/constants/stock-categories";
import {
  IMAGE_NOT_AN_IMAGE_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_UPLOAD_FAILED_MESSAGE,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOADS_RATE_LIMITED_MESSAGE,
} from "@/lib/images/user-images/limits";
import { imageFileProblem, imageFileProblemKey } from "./upload-checks";

describe("imageFileProblem", () => {
  it("accepts images up to 5 MB", () => {
    expect(imageFileProblem({ type: "image/jpeg", size: 1000 })).toBeNull();
    expect(imageFileProblem({ type: "image/png", size: 5_242_880 })).toBeNull();
  });

  it("refuses other files and larger images with the spec's texts", () => {
    expect(imageFileProblem({ type: "application/pdf", size: 1000 })).toBe("Please select an image file.");
    expect(imageFileProblem({ type: "", size: 1000 })).toBe("Please select an image file.");
    expect(imageFileProblem({ type: "image/jpeg", size: 5_242_881 })).toBe("Image file size must be less than 5MB.");
  });
});

describe("the chooser's words in English", () => {
  const english = en.shared.images;

  it("are the spec's texts for a refused or failed upload", () => {
    expect(english[imageFileProblemKey({ type: "application/pdf", size: 1 })!]).toBe(IMAGE_NOT_AN_IMAGE_MESSAGE);
    expect(english[imageFileProblemKey({ type: "image/png", size: IMAGE_UPLOAD_MAX_BYTES + 1 })!]).toBe(IMAGE_TOO_LARGE_MESSAGE);
    expect(english.uploadFailed).toBe(IMAGE_UPLOAD_FAILED_MESSAGE);
    expect(english.rateLimited).toBe(IMAGE_UPLOADS_RATE_LIMITED_MESSAGE);
  });

  it("name the stock categories as the library does", () => {
    expect(Object.values(english.categories)).toEqual([...STOCK_CATEGORIES]);
  });
});
