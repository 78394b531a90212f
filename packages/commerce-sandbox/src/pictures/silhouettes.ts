import type { PictureKind } from './kinds';

/**
 * The garment drawings, on a 1600x2133 canvas (3:4 portrait). Each kind gives the pieces filled with the
 * garment's fabric, lines stroked in the garment's colour (handles, chains), and details drawn on top: `front`
 * shows on views 1, 3 and 4, `back` on view 2 (the back of the garment, mirrored).
 * Colours in details are placeholders that `product.ts` replaces: SEAM (a darker shade of the garment),
 * TRIM (buttons, buckles, rivets: a metal or contrasting tone) and LIGHT (a lighter shade).
 */
export interface Silhouette {
  pieces: readonly string[];
  lines?: readonly { d: string; width: number }[];
  front?: string;
  back?: string;
  /** The point view 3 (the detail close-up) zooms into. */
  focus: readonly [number, number];
}

const seam = (d: string, width = 6) =>
  `<path d="${d}" fill="none" stroke="SEAM" stroke-width="${width}" stroke-dasharray="18 12" stroke-linecap="round"/>`;
const line = (d: string, width = 8, colour = 'SEAM') =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
const dot = (x: number, y: number, r: number, colour = 'TRIM') =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" stroke="SEAM" stroke-width="3"/>`;
const buttons = (x: number, ys: readonly number[], r = 16) => ys.map((y) => dot(x, y, r)).join('');
const ribs = (x1: number, x2: number, y1: number, y2: number, step = 26) => {
  let out = '';
  for (let x = x1 + step / 2; x < x2; x += step) out += line(`M ${x} ${y1} L ${x} ${y2}`, 5);
  return out;
};

const TOP_BODY =
  'M 640 300 Q 800 410 960 300 L 1180 380 L 1340 700 L 1190 790 L 1110 650 L 1115 1520 Q 800 1570 485 1520 L 490 650 L 410 790 L 260 700 L 420 380 Z';
const TROUSERS_BODY =
  'M 540 300 L 1060 300 L 1100 620 L 1160 1900 L 890 1920 L 812 860 L 788 860 L 710 1920 L 440 1900 L 500 620 Z';

export const SILHOUETTES: Readonly<Record<PictureKind, Silhouette>> = {
  dress: {
    pieces: [
      'M 655 270 Q 800 430 945 270 L 1015 295 Q 1050 520 995 770 Q 1005 810 1015 850 L 1270 1830 Q 800 1920 330 1830 L 585 850 Q 595 810 605 770 Q 550 520 585 295 Z',
    ],
    front:
      line('M 605 800 Q 800 840 995 800', 10) +
      seam('M 700 860 L 560 1800') +
      seam('M 900 860 L 1040 1800') +
      line('M 655 270 L 620 120 M 945 270 L 980 120', 14, 'SEAM'),
    back:
      line('M 605 800 Q 800 840 995 800', 10) +
      line('M 800 330 L 800 800', 6) +
      line('M 655 270 L 620 120 M 945 270 L 980 120', 14, 'SEAM'),
    focus: [800, 800],
  },
  top: {
    pieces: [TOP_BODY],
    front:
      line('M 640 300 Q 800 410 960 300', 14) +
      seam('M 500 1460 Q 800 1500 1100 1460') +
      seam('M 1190 790 L 1340 700', 5) +
      seam('M 410 790 L 260 700', 5),
    back: line('M 650 305 Q 800 350 950 305', 14) + seam('M 500 1460 Q 800 1500 1100 1460'),
    focus: [800, 420],
  },
  shirt: {
    pieces: [
      'M 660 280 L 800 420 L 940 280 L 1170 360 Q 1265 700 1330 1390 L 1190 1410 L 1100 770 L 1105 1570 Q 800 1620 495 1570 L 500 770 L 410 1410 L 270 1390 Q 335 700 430 360 Z',
    ],
    front:
      '<path d="M 660 280 L 800 420 L 720 470 L 620 330 Z M 940 280 L 800 420 L 880 470 L 980 330 Z" fill="LIGHT" stroke="SEAM" stroke-width="5"/>' +
      line('M 800 420 L 800 1590', 6) +
      buttons(830, [520, 680, 840, 1000, 1160, 1320, 1480], 13) +
      '<path d="M 560 620 L 700 620 L 700 760 L 560 760 Z" fill="none" stroke="SEAM" stroke-width="5"/>' +
      line('M 1190 1410 L 1330 1390 L 1320 1320 L 1180 1340', 5) +
      line('M 410 1410 L 270 1390 L 280 1320 L 420 1340', 5),
    back:
      line('M 660 280 Q 800 330 940 280', 12) +
      line('M 520 470 Q 800 520 1080 470', 6) +
      line('M 1190 1410 L 1330 1390 L 1320 1320 L 1180 1340', 5),
    focus: [800, 460],
  },
  knitwear: {
    pieces: [
      'M 650 300 Q 800 390 950 300 L 1180 380 Q 1290 600 1345 1410 L 1200 1430 L 1110 810 L 1120 1500 L 480 1500 L 490 810 L 400 1430 L 255 1410 Q 310 600 420 380 Z',
    ],
    front:
      line('M 650 300 Q 800 390 950 300', 26) +
      ribs(480, 1120, 1410, 1500) +
      ribs(1200, 1345, 1330, 1425, 24) +
      ribs(255, 400, 1330, 1425, 24) +
      line('M 800 560 L 700 760 L 800 960 L 900 760 Z', 6, 'LIGHT') +
      line('M 800 960 L 700 1160 L 800 1360 L 900 1160 Z', 6, 'LIGHT'),
    back: line('M 660 305 Q 800 340 940 305', 24) + ribs(480, 1120, 1410, 1500),
    focus: [800, 1180],
  },
  coat: {
    pieces: [
      'M 640 260 L 800 720 L 960 260 L 1190 340 Q 1300 700 1350 1500 L 1210 1520 L 1130 830 L 1185 1920 L 415 1920 L 470 830 L 390 1520 L 250 1500 Q 300 700 410 340 Z',
    ],
    front:
      '<path d="M 640 260 L 800 720 L 700 760 L 560 420 Z M 960 260 L 800 720 L 900 760 L 1040 420 Z" fill="LIGHT" stroke="SEAM" stroke-width="6"/>' +
      line('M 800 720 L 800 1920', 8) +
      buttons(850, [900, 1110, 1320], 22) +
      buttons(750, [900, 1110, 1320], 22) +
      line('M 520 1350 L 680 1330 M 1080 1350 L 920 1330', 10) +
      line('M 1210 1520 L 1350 1500 M 1215 1450 L 1345 1430', 8) +
      line('M 390 1520 L 250 1500 M 385 1450 L 255 1430', 8),
    back:
      line('M 640 260 Q 800 320 960 260', 14) +
      line('M 800 300 L 800 1500 L 760 1920 M 800 1500 L 840 1920', 7) +
      line('M 560 1040 L 1040 1040', 10),
    focus: [800, 900],
  },
  trousers: {
    pieces: [TROUSERS_BODY],
    front:
      line('M 545 380 L 1065 380', 8) +
      line('M 800 380 L 800 700 Q 830 760 812 860', 6) +
      line('M 560 440 Q 620 520 640 440 M 1040 440 Q 980 520 960 440', 6) +
      seam('M 640 620 L 575 1890') +
      seam('M 960 620 L 1025 1890') +
      buttons(800, [340], 14),
    back:
      line('M 545 380 L 1065 380', 8) +
      '<path d="M 580 480 L 740 480 L 740 600 L 580 600 Z M 860 480 L 1020 480 L 1020 600 L 860 600 Z" fill="none" stroke="SEAM" stroke-width="6"/>',
    focus: [800, 420],
  },
  jeans: {
    pieces: [TROUSERS_BODY],
    front:
      line('M 545 380 L 1065 380', 10, '#D9892B') +
      line('M 790 380 L 790 700 Q 830 760 812 860', 6, '#D9892B') +
      line('M 540 460 Q 640 470 680 400 M 1060 460 Q 960 470 920 400', 7, '#D9892B') +
      line('M 500 1880 L 710 1900 M 1150 1880 L 890 1900', 7, '#D9892B') +
      buttons(800, [340], 18) +
      dot(560, 455, 9) +
      dot(1040, 455, 9),
    back:
      line('M 545 380 L 1065 380', 10, '#D9892B') +
      '<path d="M 570 480 L 750 480 L 740 660 L 660 700 L 580 660 Z M 850 480 L 1030 480 L 1020 660 L 940 700 L 860 660 Z" fill="none" stroke="#D9892B" stroke-width="7"/>' +
      line('M 540 430 Q 800 520 1060 430', 7, '#D9892B'),
    focus: [800, 460],
  },
  bag: {
    pieces: ['M 400 900 L 1200 900 L 1290 1720 Q 800 1790 310 1720 Z'],
    lines: [{ d: 'M 580 905 Q 570 460 800 460 Q 1030 460 1020 905', width: 54 }],
    front:
      line('M 400 900 L 1200 900', 10) +
      '<path d="M 700 1010 L 900 1010 L 900 1100 L 700 1100 Z" fill="TRIM" stroke="SEAM" stroke-width="5"/>' +
      seam('M 440 980 L 1160 980') +
      seam('M 370 1660 Q 800 1720 1230 1660'),
    back: line('M 400 900 L 1200 900', 10) + seam('M 370 1660 Q 800 1720 1230 1660'),
    focus: [800, 1060],
  },
  scarf: {
    pieces: [
      'M 560 330 Q 800 210 1040 330 Q 1070 530 980 650 L 1060 1650 L 870 1670 L 820 720 L 760 1800 L 560 1780 L 660 650 Q 530 520 560 330 Z',
    ],
    front:
      line('M 600 380 Q 800 300 1000 380', 6) +
      line(
        'M 640 1000 L 900 1000 M 630 1180 L 880 1180 M 600 1400 L 780 1400 M 840 1250 L 1030 1250',
        28,
        'LIGHT',
      ) +
      line(
        'M 580 1790 L 575 1880 M 620 1795 L 617 1885 M 660 1798 L 658 1888 M 700 1800 L 699 1890 M 740 1802 L 740 1892 M 890 1670 L 888 1760 M 930 1667 L 930 1757 M 970 1663 L 972 1753 M 1010 1659 L 1013 1749 M 1045 1655 L 1050 1745',
        6,
      ),
    back: line('M 600 380 Q 800 300 1000 380', 6),
    focus: [820, 1100],
  },
  jewellery: {
    pieces: ['M 800 980 L 880 1080 L 800 1260 L 720 1080 Z'],
    lines: [{ d: 'M 520 360 Q 560 900 800 980 Q 1040 900 1080 360', width: 14 }],
    front:
      '<path d="M 800 990 L 860 1080 L 800 1120 L 740 1080 Z" fill="LIGHT" opacity="0.7"/>' +
      dot(800, 975, 20) +
      line('M 520 360 Q 560 900 800 980 Q 1040 900 1080 360', 4, 'LIGHT'),
    back: dot(800, 975, 20),
    focus: [800, 1080],
  },
  belt: {
    pieces: ['M 260 960 L 1420 960 Q 1460 1045 1420 1130 L 260 1130 Z'],
    front:
      '<path d="M 180 930 L 420 930 L 420 1160 L 180 1160 Z M 215 965 L 385 965 L 385 1125 L 215 1125 Z" fill="TRIM" fill-rule="evenodd" stroke="SEAM" stroke-width="5"/>' +
      line('M 300 1045 L 430 1045', 14, 'TRIM') +
      seam('M 440 985 L 1400 985') +
      seam('M 440 1105 L 1400 1105') +
      [760, 880, 1000, 1120, 1240].map((x) => dot(x, 1045, 14, 'SEAM')).join(''),
    back: seam('M 270 985 L 1400 985') + seam('M 270 1105 L 1400 1105'),
    focus: [400, 1045],
  },
  hat: {
    pieces: [
      'M 560 1210 Q 540 760 800 760 Q 1060 760 1040 1210 Z',
      'M 360 1210 Q 800 1130 1240 1210 L 1320 1360 Q 800 1280 280 1360 Z',
    ],
    front: line('M 555 1150 Q 800 1100 1045 1150', 30, 'SEAM') + seam('M 330 1300 Q 800 1230 1270 1300'),
    back: line('M 555 1150 Q 800 1100 1045 1150', 30, 'SEAM'),
    focus: [800, 1150],
  },
  mug: {
    pieces: ['M 470 820 L 1050 820 L 1030 1560 Q 1025 1640 945 1640 L 575 1640 Q 495 1640 490 1560 Z'],
    lines: [{ d: 'M 1045 960 Q 1290 960 1280 1180 Q 1270 1400 1035 1400', width: 60 }],
    front:
      '<ellipse cx="760" cy="822" rx="290" ry="34" fill="SEAM"/>' +
      '<path d="M 640 1080 Q 760 960 880 1080 Q 760 1200 640 1080 Z" fill="LIGHT" opacity="0.8"/>',
    back: '<ellipse cx="760" cy="822" rx="290" ry="34" fill="SEAM"/>',
    focus: [760, 1080],
  },
  teatowel: {
    pieces: ['M 440 420 L 1160 420 L 1180 1860 L 420 1860 Z'],
    lines: [{ d: 'M 760 420 Q 800 300 840 420', width: 12 }],
    front:
      line(
        'M 440 560 L 1160 560 M 440 620 L 1160 620 M 425 1720 L 1175 1720 M 425 1660 L 1175 1660',
        24,
        'SEAM',
      ) +
      seam('M 470 450 L 1130 450') +
      seam('M 450 1830 L 1150 1830'),
    back: seam('M 470 450 L 1130 450') + seam('M 450 1830 L 1150 1830'),
    focus: [800, 600],
  },
  cushion: {
    pieces: ['M 340 740 Q 800 680 1260 740 Q 1330 1066 1260 1392 Q 800 1452 340 1392 Q 270 1066 340 740 Z'],
    front:
      line(
        'M 340 740 Q 800 680 1260 740 Q 1330 1066 1260 1392 Q 800 1452 340 1392 Q 270 1066 340 740 Z',
        14,
      ) +
      '<circle cx="800" cy="1066" r="190" fill="none" stroke="LIGHT" stroke-width="36"/>' +
      '<circle cx="800" cy="1066" r="70" fill="LIGHT"/>',
    back: line(
      'M 340 740 Q 800 680 1260 740 Q 1330 1066 1260 1392 Q 800 1452 340 1392 Q 270 1066 340 740 Z',
      14,
    ),
    focus: [800, 1066],
  },
  candle: {
    pieces: ['M 560 900 L 1040 900 L 1040 1640 Q 800 1700 560 1640 Z'],
    front:
      '<ellipse cx="800" cy="900" rx="240" ry="44" fill="LIGHT"/>' +
      line('M 800 900 L 800 820', 10, '#2B2B2B') +
      '<path d="M 800 640 Q 870 740 800 820 Q 730 740 800 640 Z" fill="#F6B93B"/>' +
      '<path d="M 800 700 Q 835 760 800 805 Q 765 760 800 700 Z" fill="#FFF3C4"/>' +
      '<path d="M 580 1180 L 1020 1180 L 1020 1400 L 580 1400 Z" fill="#FFFFFF" opacity="0.85"/>',
    back: '<ellipse cx="800" cy="900" rx="240" ry="44" fill="LIGHT"/>',
    focus: [800, 1000],
  },
  giftcard: {
    pieces: [
      'M 300 780 L 1300 780 Q 1340 780 1340 820 L 1340 1370 Q 1340 1410 1300 1410 L 300 1410 Q 260 1410 260 1370 L 260 820 Q 260 780 300 780 Z',
    ],
    front:
      line('M 1000 780 L 1000 1410', 40, 'TRIM') +
      line('M 260 1000 L 1340 1000', 40, 'TRIM') +
      '<path d="M 1000 1000 Q 880 860 930 840 Q 980 830 1000 1000 Q 1020 830 1070 840 Q 1120 860 1000 1000 Z" fill="TRIM" stroke="SEAM" stroke-width="4"/>' +
      line('M 360 1250 L 760 1250 M 360 1320 L 620 1320', 20, 'LIGHT'),
    back: line('M 260 880 L 1340 880', 70, '#2B2B2B') + line('M 360 1250 L 900 1250', 20, 'LIGHT'),
    focus: [1000, 1000],
  },
  egiftcard: {
    pieces: [
      'M 300 780 L 1300 780 Q 1340 780 1340 820 L 1340 1370 Q 1340 1410 1300 1410 L 300 1410 Q 260 1410 260 1370 L 260 820 Q 260 780 300 780 Z',
    ],
    front:
      '<path d="M 420 880 L 1180 880 L 1180 1300 L 420 1300 Z" fill="#FFFFFF" stroke="SEAM" stroke-width="6"/>' +
      line('M 420 880 L 800 1130 L 1180 880', 10) +
      '<circle cx="1180" cy="880" r="70" fill="TRIM" stroke="SEAM" stroke-width="5"/>' +
      line('M 1180 840 L 1180 920 M 1140 880 L 1220 880', 14, 'SEAM'),
    back: line('M 420 1300 L 800 1050 L 1180 1300', 10),
    focus: [800, 1050],
  },
  giftbox: {
    pieces: [
      'M 430 1000 L 1170 1000 L 1170 1700 L 430 1700 Z',
      'M 380 850 L 1220 850 L 1220 1010 L 380 1010 Z',
    ],
    front:
      line('M 800 850 L 800 1700', 60, 'TRIM') +
      line('M 380 930 L 1220 930', 40, 'TRIM') +
      '<path d="M 800 850 Q 620 640 680 620 Q 760 600 800 850 Q 840 600 920 620 Q 980 640 800 850 Z" fill="TRIM" stroke="SEAM" stroke-width="5"/>',
    back: line('M 800 850 L 800 1700', 60, 'TRIM') + line('M 380 930 L 1220 930', 40, 'TRIM'),
    focus: [800, 880],
  },
};
