import { downloadFile } from '@base/dom/downloadFile';

/** The text file of the recovery codes: a heading line, then one code per line. */
export function recoveryCodesText(heading: string, codes: string[]): string {
  return [heading, '', ...codes, ''].join('\n');
}

/** Saves a text as a .txt file. */
export function downloadText(fileName: string, text: string): void {
  downloadFile(fileName, text, 'text/plain;charset=utf-8');
}
