// The BMP units allowed in a CHAT_INPUT name, written out for one Unicode version. Building the
// pattern's property classes (\p{L}, \p{N}, \p{sc=Deva}, \p{sc=Thai}) is V8's costliest regex work:
// about 13 million instructions, a fifth of what a CLI run on one small file with a localized
// name adds to `node -e 0`. The same units as data decode in a few hundred thousand. They are used
// only under the Unicode version they were made with (Unicode's properties are fixed per version);
// under any other, name-scan.ts builds the regexes as before. Only a program that asks for them
// (useNameCharUnits) carries them: the browser's engine bundle stays as it was. The test
// (test/name-char-ranges.test.ts) makes the data again from the regex and compares every unit.

/** The Unicode version (`process.versions.unicode`) of the Node that wrote NAME_CHAR_RANGES. */
export const NAME_CHAR_RANGES_UNICODE = '17.0';

/**
 * The allowed units as runs, each "gap,length;" in base 36: the run starts `gap` units after the
 * previous run's end (after 0 for the first) and holds `length` + 1 units.
 */
const NAME_CHAR_RANGES =
  '19,0;2,9;7,p;4,0;1,p;1b,0;7,1;1,0;3,1;1,2;1,m;1,u;1,cp;4,b;e,4;7,0;1,0;3l,4;1,1;2,3;1,0;6,0;1,2;1,0;1,j;1,2a;1,3u;8,4l;1,11;2,0;6,14;1z,q;4,3;19,16;l,9;4,1;1,2q;1,0;f,1;7,e;2,0;g,0;1,t;t,2g;b,0;e,16;9,1;4,0;5,l;4,0;9,0;3,0;n,o;7,a;5,n;1,6;g,15;1i,28;4,e;2,q;4,7;2,1;2,l;1,6;1,0;3,3;3,0;g,0;d,1;1,2;4,b;2,5;2,0;8,5;4,1;2,l;1,6;1,1;1,1;1,1;v,3;1,0;7,9;2,2;g,8;1,2;1,l;1,6;1,1;1,4;3,0;i,0;f,1;4,9;9,0;b,7;2,1;2,l;1,6;1,1;1,4;3,0;u,1;1,2;4,9;1,6;b,0;1,5;3,2;1,3;3,1;1,0;1,1;3,1;3,2;3,b;m,0;l,c;i,7;1,2;1,m;1,f;3,0;q,2;1,1;2,1;4,9;8,6;1,0;4,7;1,2;1,m;1,9;1,4;3,0;u,2;1,1;4,9;1,1;h,8;1,2;1,14;2,0;g,0;5,2;1,9;4,i;1,5;5,h;3,n;1,8;1,0;2,6;v,9;h,1l;5,r;11,1;1,0;1,4;1,n;1,0;1,9;1,1;9,0;2,4;1,0;9,9;2,3;w,0;v,j;c,7;1,z;r,4;37,16;k,a;6,5;4,3;3,0;3,1;7,2;4,c;c,0;1,9;6,11;1,0;5,0;2,16;1,98;1,3;2,6;1,0;1,3;2,14;1,3;2,w;1,3;2,6;1,0;1,3;2,e;1,1k;1,3;2,1u;e,j;3,f;g,2d;2,5;3,h7;2,g;1,p;5,22;3,a;7,h;d,i;e,h;e,c;1,2;f,1f;z,0;4,0;3,9;6,9;m,9;6,2g;7,4;2,x;1,0;5,1x;a,u;13,13;2,4;b,17;4,p;6,a;11,m;9,1g;17,9;6,9;d,0;2l,1a;h,7;3,9;15,t;d,1j;q,z;s,9;3,1c;2,a;5,16;2,2;15,3;1,5;1,1;3,0;5,5b;1s,7p;2,5;2,11;2,5;2,7;1,0;1,0;1,0;1,u;2,1g;1,6;1,0;3,2;1,6;3,3;2,5;4,c;5,2;1,6;37,1;2,5;5,a;6,c;2t,0;4,0;2,9;1,0;3,4;6,0;1,0;1,0;1,3;1,a;2,3;5,4;4,0;1,1l;k6,1n;26,l;hi,t;vg,6c;6,3;3,1;9,0;2,11;1,0;5,0;2,1j;7,0;g,m;9,6;1,6;1,6;1,6;1,6;1,6;1,6;1,6;28,0;d1,2;p,8;7,4;2,4;4,2d;6,2;1,2h;1,3;5,16;1,2l;3,3;a,v;1c,f;w,9;u,7;1,e;w,9;13,e;8w,533;1s,h3g;1v,19;2,7g;3,r;k,1a;g,u;2,27;13,8;2,2u;2,29;k,g;1,2;1,3;1,m;d,5;a,1f;e,1d;s,9;6,1x;a,m;p,s;7,1a;s,a;6,4;1,o;1,14;n,2;1,7;4,9;6,m;3,0;3,1d;1,0;3,1;2,4;2,0;1,0;o,2;2,a;7,2;c,5;2,5;2,5;9,6;1,6;1,16;1,d;6,36;d,9;6,8mb;c,m;4,1c;6is,a5;2,2x;12,6;c,4;5,0;1,9;1,c;1,4;1,0;1,1;1,1;1,2z;x,a2;i,1r;2,1h;14,b;38,4;1,3q;j,9;7,p;6,p;b,2g;3,5;2,5;2,5;2,2;';

/** One byte per BMP unit, 1 where it is allowed in a name; undefined under another Unicode version. */
export function decodeNameCharRanges(unicode: string | undefined): Uint8Array | undefined {
  if (unicode !== NAME_CHAR_RANGES_UNICODE) return undefined;
  const allowed = new Uint8Array(0x10000);
  let next = 0;
  let at = 0;
  while (at < NAME_CHAR_RANGES.length) {
    const comma = NAME_CHAR_RANGES.indexOf(',', at);
    const semicolon = NAME_CHAR_RANGES.indexOf(';', comma);
    const start = next + Number.parseInt(NAME_CHAR_RANGES.slice(at, comma), 36);
    const end = start + Number.parseInt(NAME_CHAR_RANGES.slice(comma + 1, semicolon), 36) + 1;
    allowed.fill(1, start, end);
    next = end;
    at = semicolon + 1;
  }
  return allowed;
}
