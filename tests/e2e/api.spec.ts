import { type APIResponse, expect, test } from "./fixtures";

// The API's answers field by field are tested without a browser, on PGlite and PostgreSQL
// (tests/integration/api.test.ts). What is left here needs the whole server in front of the
// routes: methods no route takes and raw addresses, through Express and React Router.

const validContact = {
  name: "Sophie Martin",
  company: "Pharma Wallonie",
  email: "sophie.martin@example.com",
  phone: "+32 4 123 45 67",
  message: "Nous souhaitons qualifier un skid de NEP.",
  language: "fr",
};

test("bad input to the API never causes a server error", async ({ request }) => {
  const attempts: [string, () => Promise<APIResponse>][] = [
    [
      "malformed JSON",
      () =>
        request.post("/api/contact", {
          headers: { "Content-Type": "application/json" },
          data: "{ not json",
        }),
    ],
    ["a JSON array", () => request.post("/api/contact", { data: [1, 2, 3] })],
    [
      "JSON null",
      () =>
        request.post("/api/contact", {
          headers: { "Content-Type": "application/json" },
          data: "null",
        }),
    ],
    [
      "fields of the wrong type",
      () =>
        request.post("/api/contact", {
          data: { ...validContact, name: 42, tags: { a: 1 }, message: ["x"] },
        }),
    ],
    [
      "no body at all",
      () => request.post("/api/contact", { headers: { "Content-Type": "application/json" } }),
    ],
    ["an empty category", () => request.get("/api/blog/posts?language=fr&category=")],
    ["a huge category", () => request.get(`/api/blog/posts?category=${"x".repeat(500)}`)],
    ["an odd slug", () => request.get("/api/blog/posts/%27%22%3C%3E?language=fr")],
    ["a slug with a bad language", () => request.get("/api/blog/posts/x?language=xx")],
    ["DELETE on the posts", () => request.delete("/api/blog/posts")],
    ["PUT on the contact", () => request.put("/api/contact", { data: validContact })],
  ];
  for (const [label, attempt] of attempts) {
    const response = await attempt();
    expect(response.status(), label).toBeLessThan(500);
    expect(response.status(), label).not.toBe(201);
  }
});
