export declare function sectionBounds(text: string, start: string, end: string): { at: number; to: number } | undefined;
export declare function replaceBenchmarksSection(
  file: string,
  start: string,
  end: string,
  section: string,
  before?: readonly string[],
): void;
