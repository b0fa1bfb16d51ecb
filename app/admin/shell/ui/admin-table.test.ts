import { describe, expect, it } from "vitest";
import { pageWindow } from "./admin-table";

const link = (page: number) => `/admin/audit?page=${page}`;

describe("pageWindow", () => {
  it("says which rows the middle page shows and links both neighbours", () => {
    expect(pageWindow(2, 50, 120, 50, link)).toEqual({
      page: 2,
      pages: 3,
      total: 120,
      from: 51,
      to: 100,
      newer: "/admin/audit?page=1",
      older: "/admin/audit?page=3",
    });
  });

  it("has no newer page on the first page and no older one on the last", () => {
    expect(pageWindow(1, 50, 120, 50, link)).toMatchObject({ newer: undefined, older: link(2) });
    expect(pageWindow(3, 50, 120, 20, link)).toMatchObject({
      from: 101,
      to: 120,
      older: undefined,
    });
  });

  it("leads a stale page number past the end back to the last page", () => {
    expect(pageWindow(9, 50, 120, 0, link)).toMatchObject({ pages: 3, newer: link(3) });
  });

  it("counts an empty list as one page", () => {
    expect(pageWindow(1, 50, 0, 0, link)).toMatchObject({
      pages: 1,
      newer: undefined,
      older: undefined,
    });
  });
});
