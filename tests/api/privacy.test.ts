import { beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { registerMember } from "../support/members";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

// Y's secrets must never reach X, who is not Y's connection (docs/product-rules.md §6).
describe("contact details never leave the server for a non-connection", () => {
  let x: ApiClient;
  let y: Awaited<ReturnType<typeof registerMember>>;
  let secrets: string[];

  beforeAll(async () => {
    y = await registerMember(baseUrl, dataDir, {
      gender: "Female",
      city: "Malappuram",
      state: "Kerala",
      fatherName: "Unusualfather Name",
      annualIncome: "777777",
    });
    const xMember = await registerMember(baseUrl, dataDir, { gender: "Male" });
    x = new ApiClient(baseUrl);
    await x.postJson("/api/v1/auth/login", { email: xMember.fields.email, password: xMember.fields.password });
    // Y asks X: X now sees Y's request card, still without contact details.
    const ySession = new ApiClient(baseUrl);
    await ySession.postJson("/api/v1/auth/login", { email: y.fields.email, password: y.fields.password });
    expect((await ySession.postJson("/api/v1/connectionRequest/sendrq", { recipientId: xMember.id })).status).toBe(201);
    secrets = [y.fields.phone, y.fields.email, encodeURIComponent(y.fields.email)];
  });

  const memberPages = () => [
    "/",
    "/profilePage",
    "/profilePage?city=Malappuram&age=60&budget=1000000",
    `/InnerProfile/${y.id}`,
    "/userProfile",
    "/connectionReq",
    "/myConnection",
    "/shortlist",
    "/sentRequests",
    "/member",
    "/contactUs",
  ];
  const memberJson = () => [
    ["GET", "/api/v1/adminPanel/allUsers"],
    ["GET", "/api/v1/profiles/opposite/users"],
    ["GET", "/api/v1/profiles/city/for/option"],
    ["POST", "/api/v1/profiles/profiles/filter"],
    ["GET", `/api/v1/profiles/single/user/${y.id}`],
    ["GET", "/api/v1/connectionRequest/forme"],
    ["GET", "/api/v1/connectionRequest/connection/myconn"],
    ["GET", "/api/v1/myprofile/viewProfile"],
  ];

  it("in every page's HTML (hydration data included) a member sees", async () => {
    for (const path of memberPages()) {
      const response = await x.fetch(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      for (const secret of secrets) expect(html.includes(secret), `${path} holds ${secret}`).toBe(false);
    }
    expect(await (await x.fetch(`/InnerProfile/${y.id}`)).text()).toContain("Unusualfather Name");
  });

  it("in every JSON answer a member gets", async () => {
    for (const [method, path] of memberJson()) {
      const response = method === "POST" ? await x.postJson(path, { city: "Malappuram" }) : await x.fetch(path);
      expect(response.status, path).toBe(200);
      const text = await response.text();
      for (const secret of secrets) expect(text.includes(secret), `${path} holds ${secret}`).toBe(false);
    }
  });

  it("in the visitor's listing: no phone, e-mail, date of birth, income or family detail of anyone", async () => {
    for (const path of ["/profilePage", "/profilePage?city=Malappuram", "/api/v1/adminPanel/allUsers"]) {
      const text = await (await fetch(`${baseUrl}${path}`)).text();
      for (const secret of [...secrets, y.fields.dob, "777777", "Unusualfather Name", "Haji Ismail"]) {
        expect(text.includes(secret), `${path} holds ${secret}`).toBe(false);
      }
    }
  });
});
