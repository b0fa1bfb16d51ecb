export declare function formFields(html: string, marker: string): URLSearchParams;
export declare function saveSettings(
  url: string,
  cookie: string,
  changes: Record<string, string>,
): Promise<{ status: number; location: string | null; form: URLSearchParams }>;
export declare const telOf: (phone: string) => string;
