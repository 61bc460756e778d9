import { messagePreviewKeys, pictureKey } from "./preview-keys";

describe("a message's preview pictures", () => {
  it("keeps English where it always was and each other language beside it, all of them found for deletion", () => {
    const message = { id: "abc123", ownerId: "user1", previewKey: "messages/user1/images/abc123-preview.jpg" };
    expect(pictureKey(message, "en")).toBe("messages/user1/images/abc123-preview.jpg");
    expect(pictureKey(message, "es")).toBe("messages/user1/images/abc123-preview-es.jpg");
    const keys = messagePreviewKeys(message);
    expect(keys).toHaveLength(8);
    expect(keys).toContain("messages/user1/images/abc123-preview-ar.jpg");
    expect(messagePreviewKeys({ id: "abc123", ownerId: null, previewKey: null })).toContain("messages/anonymous/images/abc123-preview-fr.jpg");
  });
});
