import { describe, expect, it } from "vitest";
import { writesData } from "~/web/replica.server";

// Which requests a LiteFS read replica sends to the primary (decision 017): the conversation page marks messages
// read when opened, so it goes; its event stream only reads (decision 043), so a replica serves it.

describe("a replica's writing requests", () => {
  it("send the conversation page on, and keep its event stream and the unread count", () => {
    expect(writesData("GET", "/messages/0123456789abcdef01234567")).toBe(true);
    expect(writesData("POST", "/messages/0123456789abcdef01234567")).toBe(true);
    expect(writesData("GET", "/messages/0123456789abcdef01234567/events")).toBe(false);
    expect(writesData("GET", "/messages/unread")).toBe(false);
    expect(writesData("GET", "/messages")).toBe(false);
  });
});
