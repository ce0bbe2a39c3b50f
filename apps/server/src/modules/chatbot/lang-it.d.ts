// @nlpjs/lang-it ships no types: the one part the assistant uses, the Italian Snowball stemmer.
declare module '@nlpjs/lang-it' {
  export class StemmerIt {
    stemWord(word: string): string;
  }
}
