import { imageFileProblem } from "./upload-checks";

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
