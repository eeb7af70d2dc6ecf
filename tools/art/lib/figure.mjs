// Stylised character figures (flat cel-shaded) and their instruments.
// Local coordinates: feet at (0,0), head top ≈ y −990, 1 unit ≈ 1.6 mm.
import { C, mix, shadow, light, f } from './util.mjs';
import { lighting } from './sky.mjs';

const NAVY = '#1F3556';

/** Character sheet: colours, hair style, instrument, default outfits. */
export const CHARS = {
  misaki: {
    colour: C.main, hair: '#4B3026', eye: '#2C7CC4', style: 'bob', h: 1.0, inst: 'acoustic', acc: 'pin',
    stage: { top: 'jacket', topCol: C.main, inner: '#FFFFFF', bottom: 'skirt', bottomCol: '#24314A', legs: 'socks', sock: '#FFFFFF', shoe: '#2B2B33', trim: C.white },
  },
  nagi: {
    colour: C.sub, hair: '#1E2434', eye: '#5A82AE', style: 'long', h: 1.03, inst: 'bass', acc: 'none',
    stage: { top: 'coat', topCol: C.sub, inner: '#F4F7FA', bottom: 'skirt', bottomCol: '#2E3D55', legs: 'tights', sock: '#2A2F3A', shoe: '#1E2028', trim: '#FFFFFF' },
  },
  kanade: {
    colour: C.warn, hair: '#A5633A', eye: '#D07A2A', style: 'twintail', h: 0.94, inst: 'keys', acc: 'scrunchie',
    stage: { top: 'hoodie', topCol: C.warn, inner: '#FFFFFF', bottom: 'shorts', bottomCol: '#2F3B52', legs: 'socks', sock: '#FFFFFF', shoe: '#FF8800', trim: '#FFFFFF' },
  },
  hinata: {
    colour: C.danger, hair: '#5B2730', eye: '#C23A5A', style: 'short', h: 0.95, inst: 'drums', acc: 'headband',
    stage: { top: 'track', topCol: C.danger, inner: '#FFFFFF', bottom: 'shorts', bottomCol: '#222631', legs: 'bare', sock: '#FFFFFF', shoe: '#F4F4F4', trim: '#FFFFFF' },
  },
  ren: {
    colour: C.navy, hair: '#34507A', eye: '#4A6A90', style: 'wolf', h: 1.08, inst: 'electric', acc: 'earring',
    stage: { top: 'jacket', topCol: C.navy, inner: '#F2F2F2', bottom: 'pants', bottomCol: '#1B1F29', legs: 'none', sock: '#1B1F29', shoe: '#15161A', trim: '#C9D3DD' },
  },
  shiori: {
    colour: '#5E9E8C', hair: '#7A5238', eye: '#6E5A3E', style: 'wavy', h: 1.05, inst: 'none', acc: 'glasses',
    stage: { top: 'cardigan', topCol: '#E9DCC2', inner: '#FFFFFF', bottom: 'longskirt', bottomCol: '#5E9E8C', legs: 'tights', sock: '#C9B8A8', shoe: '#6B4A3A', trim: '#FFFFFF' },
  },
  tetsu: {
    colour: '#3C5E7E', hair: '#8C8C8C', eye: '#3A3A3A', style: 'crop', h: 1.1, inst: 'none', acc: 'bandana', male: true,
    stage: { top: 'apron', topCol: '#3C5E7E', inner: '#F3EEE4', bottom: 'pants', bottomCol: '#4A4E58', legs: 'none', sock: '#333', shoe: '#3A2E28', trim: '#E8A860' },
  },
  rina: {
    colour: '#7A3FB0', hair: '#2A1E38', eye: '#9A5AD0', style: 'sidetail', h: 1.0, inst: 'mic', acc: 'choker',
    stage: { top: 'jacket', topCol: '#24212B', inner: '#7A3FB0', bottom: 'skirt', bottomCol: '#3A2A4E', legs: 'tights', sock: '#1C1A22', shoe: '#15141A', trim: '#B98AE6' },
  },
};

/** Summer school uniform, accented in the member colour. */
export function summerUniform(ch) {
  const male = ch.male;
  return { top: 'sailor', topCol: '#F8FAFC', inner: '#FFFFFF', collar: NAVY, ribbon: ch.colour, bottom: ch === CHARS.ren ? 'pants' : 'skirt', bottomCol: '#2A3B5A', legs: ch === CHARS.ren ? 'none' : 'socks', sock: '#FFFFFF', shoe: '#4A3428', trim: '#FFFFFF', short: true, male };
}

// ---------- pose presets ----------
// Arms: [elbow, hand] in local coords for viewer-left (L) and viewer-right (R).
export const POSES = {
  stand: { L: [[-94, -640], [-96, -530]], R: [[94, -640], [96, -530]] },
  wave: { L: [[-94, -640], [-96, -530]], R: [[140, -800], [150, -950]] },
  guitar: { L: [[-118, -650], [-28, -596]], R: [[118, -628], [196, -688]] },
  bass: { L: [[-118, -650], [-36, -612]], R: [[122, -640], [220, -700]] },
  keys: { L: [[-120, -620], [-70, -585]], R: [[120, -620], [70, -585]] },
  keytar: { L: [[-124, -660], [-80, -618]], R: [[124, -660], [60, -620]] },
  drums: { L: [[-135, -700], [-150, -820]], R: [[125, -640], [120, -560]] },
  drumsUp: { L: [[-140, -730], [-110, -870]], R: [[140, -730], [110, -870]] },
  mic: { L: [[-94, -640], [-96, -530]], R: [[80, -650], [22, -790]] },
  cheer: { L: [[-130, -820], [-120, -980]], R: [[94, -640], [96, -530]] },
  run: { L: [[-120, -700], [-70, -790]], R: [[110, -640], [150, -560]] },
  write: { L: [[-100, -620], [-40, -560]], R: [[100, -620], [30, -560]] },
  hold: { L: [[-92, -640], [-40, -600]], R: [[92, -640], [40, -600]] },
  hips: { L: [[-140, -650], [-70, -590]], R: [[140, -650], [70, -590]] },
  sticks: { L: [[-110, -650], [-104, -540]], R: [[150, -770], [160, -920]] },
};
const LEGS = {
  stand: { L: [[-28, -290], [-34, -14]], R: [[28, -290], [34, -14]] },
  apart: { L: [[-42, -290], [-70, -14]], R: [[42, -290], [70, -14]] },
  run: { L: [[-44, -400], [-10, -190]], R: [[30, -280], [52, -14]] },
  sit: { L: [[-46, -548], [-52, -300]], R: [[46, -548], [52, -300]] },
  cross: { L: [[-20, -290], [14, -14]], R: [[26, -290], [34, -14]] },
};

/**
 * Draw a character. opts:
 *  outfit: 'stage' | 'summer' | object; pose: POSES key or object; legs: LEGS key;
 *  expr: smile|open|sing|calm|closed|nervous|serious; gaze: [dx,dy]; view: 'front'|'back';
 *  inst: instrument override ('none' to hide); sil: silhouette colour; S: lighting.
 */
export function figure(id, x, y, scale, opts = {}) {
  const ch = CHARS[id];
  const S = opts.S || lighting('noon');
  const k = scale * ch.h;
  const flip = opts.flip ? -1 : 1;
  const tr = `translate(${f(x)} ${f(y)}) scale(${f(k * flip * 1000) / 1000} ${f(k * 1000) / 1000})${opts.rot ? ` rotate(${opts.rot})` : ''}`;
  const shadowEl = opts.groundShadow === false ? '' : `<ellipse cx="0" cy="-6" rx="130" ry="18" fill="${S.c('#1E2A44')}" opacity="${opts.sil ? 0.12 : 0.22}"/>`;
  // line art: the same figure as a solid ink silhouette, stroked wider, drawn underneath
  let line = '';
  if (opts.line !== false && !opts.sil) {
    const px = opts.linePx ?? Math.max(2.4, Math.min(6, 3.4 * Math.sqrt(k)));
    const lw = px / k;
    const ink = opts.ink || S.c('#2A2340');
    line = `<g stroke="${ink}" stroke-width="${f(lw * 2)}" stroke-linejoin="round">${figureParts(ch, S, { ...opts, sil: ink, ex: lw * 2 })}</g>`;
  }
  return `<g transform="${tr}">${shadowEl}${opts.behind || ''}${line}${figureParts(ch, S, opts)}</g>`;
}

function figureParts(ch, S, opts) {
  const sil = opts.sil || null;
  const ex = opts.ex || 0;
  // characters take the scene light at reduced strength so their colours stay recognisable
  const lk = opts.lightK ?? 0.6;
  const c = sil ? () => sil : (col) => S.c(col, lk);
  const sh = sil ? () => sil : (col, a) => S.c(shadow(col, a), lk);
  const outfit = typeof opts.outfit === 'object' ? opts.outfit : opts.outfit === 'summer' ? summerUniform(ch) : ch.stage;
  const inst = opts.inst ?? ch.inst;
  let poseName = opts.pose;
  if (!poseName) poseName = { acoustic: 'guitar', electric: 'guitar', bass: 'bass', keys: 'keys', drums: 'sticks', mic: 'mic', none: 'stand' }[inst] || 'stand';
  const pose = typeof poseName === 'object' ? poseName : POSES[poseName];
  const legs = LEGS[opts.legs || 'stand'];
  const back = opts.view === 'back';
  const p = [];
  const skin = c(C.skin);
  const skinSh = c(C.skinShade);
  const hair = c(ch.hair);
  const hairSh = sil ? sil : S.c(shadow(ch.hair, 0.5), lk);
  const hairHi = sil ? sil : S.c(light(ch.hair, 0.35), lk);
  const bw = ch.male ? 1.18 : 1;

  // ---- back hair
  p.push(hairBack(ch.style, hair, hairSh));
  if (ch.acc === 'scrunchie' && !sil) p.push(`<circle cx="-80" cy="-930" r="15" fill="${c(ch.colour)}"/><circle cx="80" cy="-930" r="15" fill="${c(ch.colour)}"/>`);

  // ---- legs
  if (opts.legs !== 'hidden') {
    for (const side of ['L', 'R']) {
      const sx = side === 'L' ? -26 : 26;
      const [knee, foot] = legs[side];
      const ankle = [foot[0], foot[1] - 22];
      const hip = [sx, -575];
      if (outfit.bottom !== 'pants') {
        const legCol = outfit.legs === 'tights' ? c(outfit.sock) : skin;
        p.push(limb([hip, knee, ankle], [50, 32, 24], legCol));
        if (outfit.legs === 'socks') {
          const t = 0.5;
          const sk = [ankle[0] + (knee[0] - ankle[0]) * t, ankle[1] + (knee[1] - ankle[1]) * t];
          p.push(limb([sk, ankle], [31, 25], c(outfit.sock)));
        }
        if (!sil && outfit.legs !== 'tights') p.push(limb([[hip[0] + (side === 'R' ? 6 : 14), hip[1]], [knee[0] + 8, knee[1]], [ankle[0] + 6, ankle[1]]], [18, 10, 8], skinSh, 0.5));
      } else {
        p.push(limb([[sx * 1.3, -590], [knee[0] * 1.1, knee[1]], [foot[0], foot[1] - 20]], [62, 46, 42], c(outfit.bottomCol)));
        if (!sil && side === 'R') p.push(limb([[sx * 1.3 + 14, -590], [knee[0] * 1.1 + 12, knee[1]], [foot[0] + 10, foot[1] - 20]], [30, 20, 18], sh(outfit.bottomCol, 0.5), 0.6));
      }
      p.push(shoe(foot, side, c(outfit.shoe), sil));
    }
  }

  // ---- bottom garment
  const bc = c(outfit.bottomCol);
  if (outfit.bottom === 'skirt') {
    const hem = opts.legs === 'sit' ? -470 : -420;
    const hw = opts.legs === 'sit' ? 118 : 104;
    p.push(`<path d="M-54 -600 L54 -600 L${hw * bw} ${hem} Q0 ${hem + 14} ${-hw * bw} ${hem}Z" fill="${bc}"/>`);
    if (!sil) for (const px of [-60, -25, 12, 48]) p.push(`<path d="M${px * 0.45} -598 L${px} ${hem + 6}" stroke="${sh(outfit.bottomCol, 0.6)}" stroke-width="4"/>`);
    if (!sil) p.push(`<path d="M20 -600 L54 -600 L${104 * bw} ${hem} Q50 ${hem + 10} 40 ${hem + 8}Z" fill="${sh(outfit.bottomCol, 0.5)}" opacity="0.7"/>`);
  } else if (outfit.bottom === 'longskirt') {
    p.push(`<path d="M-54 -600 L54 -600 L118 -150 Q0 -130 -118 -150Z" fill="${bc}"/>`);
    if (!sil) p.push(`<path d="M20 -600 L54 -600 L118 -150 Q70 -138 50 -136Z" fill="${sh(outfit.bottomCol, 0.5)}" opacity="0.7"/>`);
  } else if (outfit.bottom === 'shorts') {
    p.push(`<path d="M-54 -600 L54 -600 L78 -470 L6 -470 L0 -520 L-6 -470 L-78 -470Z" fill="${bc}"/>`);
  } else if (outfit.bottom === 'pants') {
    p.push(`<path d="M-56 -610 L56 -610 L64 -540 L-64 -540Z" fill="${bc}"/>`);
  }

  // ---- neck + torso
  p.push(`<path d="M-17 -830 L17 -830 L19 -770 L-19 -770Z" fill="${skin}"/>`);
  if (!back && !sil) p.push(`<path d="M-17 -815 Q0 -795 17 -815 L17 -800 Q0 -785 -17 -800Z" fill="${skinSh}"/>`);
  p.push(torso(outfit, ch, c, sh, back, bw, sil));

  // ---- instrument behind arms
  const instG = instrumentFor(inst, c, ch, { ...opts, ex });
  if (instG && !back && ['acoustic', 'electric', 'bass'].includes(inst)) p.push(`<path d="M${60 * bw} -782 L-150 -596" stroke="${c('#2A2A30')}" stroke-width="${12 + ex}" stroke-linecap="round"/>`);
  if (instG && !back) p.push(instG);

  // ---- head
  p.push(head(ch, c, skin, skinSh, back, sil, opts, hair, hairSh, hairHi));

  // ---- arms
  const sleeveCol = outfit.top === 'apron' ? c(outfit.inner) : c(outfit.topCol);
  const shortSl = outfit.short || outfit.top === 'track' && opts.short;
  for (const side of ['L', 'R']) {
    const sx = side === 'L' ? -70 * bw : 70 * bw;
    const [el, hd] = pose[side];
    const e = [el[0] * (side === 'L' || side === 'R' ? 1 : 1), el[1]];
    p.push(arm([sx, -752], e, hd, sleeveCol, skin, shortSl, outfit, c, sh, sil, side, ex));
  }
  // sticks / mic in hands
  if (inst === 'drums' || inst === 'sticks') p.push(sticksIn(pose, c, ex));
  if (inst === 'mic') p.push(handMic(pose.R[1], c));
  if (opts.extra) p.push(opts.extra);

  return p.join('');
}

/** Tapered limb through points with per-point widths. */
function limb(pts, ws, fill, op = 1) {
  const L = [];
  const R = [];
  for (let i = 0; i < pts.length; i++) {
    const a = pts[Math.max(0, i - 1)];
    const b = pts[Math.min(pts.length - 1, i + 1)];
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    const nx = -dy / len;
    const ny = dx / len;
    const w = ws[i] / 2;
    L.push([pts[i][0] + nx * w, pts[i][1] + ny * w]);
    R.push([pts[i][0] - nx * w, pts[i][1] - ny * w]);
  }
  const poly = [...L, ...R.reverse()].map(([x, y], i) => `${i ? 'L' : 'M'}${f(x)} ${f(y)}`).join(' ');
  let s = `<path d="${poly}Z" fill="${fill}" opacity="${op}"/>`;
  if (op === 1) for (let i = 1; i < pts.length; i++) s += `<circle cx="${f(pts[i][0])}" cy="${f(pts[i][1])}" r="${f(ws[i] / 2)}" fill="${fill}"/>`;
  return s;
}

function shoe(foot, side, col, sil) {
  const dir = side === 'L' ? -1 : 1;
  const [x, y] = foot;
  let s = `<path d="M${f(x - 20 * dir)} ${f(y - 30)} Q${f(x + 4 * dir)} ${f(y - 36)} ${f(x + 20 * dir)} ${f(y - 24)} Q${f(x + 34 * dir)} ${f(y - 14)} ${f(x + 32 * dir)} ${f(y - 2)} L${f(x - 24 * dir)} ${f(y - 2)} Q${f(x - 28 * dir)} ${f(y - 18)} ${f(x - 20 * dir)} ${f(y - 30)}Z" fill="${col}"/>`;
  if (!sil) s += `<rect x="${f(Math.min(x - 24 * dir, x + 32 * dir))}" y="${f(y - 6)}" width="56" height="6" rx="3" fill="#000" opacity="0.25"/>`;
  return s;
}

function torso(o, ch, c, sh, back, bw, sil) {
  const top = c(o.topCol);
  const topSh = sh(o.topCol, 0.5);
  const W = 78 * bw;
  const body = `M-22 -790 Q${-W} -788 ${-W - 4} -748 L${-60 * bw} -640 L-52 -585 L52 -585 L${60 * bw} -640 L${W + 4} -748 Q${W} -788 22 -790Z`;
  const shade = `M30 -790 Q${W} -788 ${W + 4} -748 L${60 * bw} -640 L52 -585 L28 -585 Q40 -680 30 -790Z`;
  let s = '';
  if (o.top === 'coat') {
    // long open coat: tails behind legs
    s += `<path d="M-60 -640 L-118 -330 L-30 -330 L-20 -600Z M60 -640 L118 -330 L30 -330 L20 -600Z" fill="${top}"/>`;
    if (!sil) s += `<path d="M60 -640 L118 -330 L80 -330 L40 -600Z" fill="${topSh}"/>`;
  }
  if (o.top === 'apron') {
    s += `<path d="${body}" fill="${c(o.inner)}"/>`;
    s += `<path d="M-48 -720 L48 -720 L58 -600 L70 -330 L-70 -330 L-58 -600Z" fill="${top}"/>`;
    if (!sil) {
      s += `<path d="M-48 -720 L-40 -790 M48 -720 L40 -790" stroke="${top}" stroke-width="8"/>`;
      s += `<rect x="-34" y="-560" width="68" height="60" rx="6" fill="${sh(o.topCol, 0.6)}"/>`;
      s += `<path d="M-58 -600 L58 -600" stroke="${c(o.trim)}" stroke-width="6"/>`;
    }
    return s;
  }
  s += `<path d="${body}" fill="${top}"/>`;
  if (sil) return s;
  s += `<path d="${shade}" fill="${topSh}" opacity="0.75"/>`;
  if (back) {
    if (o.top === 'sailor') s += `<path d="M-64 -780 L64 -780 L58 -690 L-58 -690Z" fill="${c(o.collar)}"/><path d="M-54 -705 L54 -705" stroke="#FFFFFF" stroke-width="5"/>`;
    if (o.top === 'hoodie') s += `<path d="M-46 -792 Q0 -760 46 -792 Q40 -715 0 -705 Q-40 -715 -46 -792Z" fill="${sh(o.topCol, 0.3)}"/>`;
    return s;
  }
  switch (o.top) {
    case 'sailor': {
      const col = c(o.collar);
      s += `<path d="M-26 -790 L-70 -770 L-62 -742 L0 -688 L62 -742 L70 -770 L26 -790 L0 -725Z" fill="${col}"/>`;
      s += `<path d="M-58 -752 L0 -702 L58 -752" fill="none" stroke="#FFFFFF" stroke-width="4"/>`;
      s += `<path d="M-20 -780 L0 -740 L20 -780" fill="${c('#FFFFFF')}"/>`;
      // ribbon bow
      const r = c(o.ribbon);
      s += `<path d="M0 -706 L-34 -722 L-30 -690 Z M0 -706 L34 -722 L30 -690Z" fill="${r}"/>`;
      s += `<path d="M-6 -704 L-18 -650 L-4 -660 L0 -648 L4 -660 L18 -650 L6 -704Z" fill="${sh(o.ribbon, 0.3)}"/>`;
      s += `<circle cx="0" cy="-706" r="9" fill="${r}"/>`;
      break;
    }
    case 'jacket': {
      s += `<path d="M-22 -790 L0 -700 L22 -790 L14 -790 L0 -740 L-14 -790Z" fill="${c(o.inner)}"/>`;
      s += `<path d="M-16 -785 L0 -700 L16 -785 L12 -600 L-12 -600Z" fill="${c(o.inner)}"/>`;
      s += `<path d="M-24 -790 L-6 -690 L-30 -708 Z M24 -790 L6 -690 L30 -708Z" fill="${sh(o.topCol, 0.35)}"/>`;
      s += `<path d="M-54 -606 L54 -606" stroke="${sh(o.topCol, 0.6)}" stroke-width="6"/>`;
      if (ch.acc === 'pin' || ch === CHARS.misaki) s += star(-44, -700, 12, c(o.trim));
      if (ch === CHARS.ren) s += `<path d="M-50 -610 Q-70 -560 -40 -540" fill="none" stroke="${c('#C9D3DD')}" stroke-width="4" stroke-dasharray="6 4"/>`;
      break;
    }
    case 'coat': {
      s += `<path d="M-20 -790 L0 -720 L20 -790 L18 -600 L-18 -600Z" fill="${c(o.inner)}"/>`;
      s += `<path d="M-24 -792 L-4 -700 L-40 -720Z M24 -792 L4 -700 L40 -720Z" fill="${c(light(o.topCol, 0.3))}"/>`;
      s += `<path d="M-14 -640 L14 -640" stroke="${c(C.navy)}" stroke-width="5"/>`;
      break;
    }
    case 'hoodie': {
      s += `<path d="M-46 -792 Q0 -760 46 -792 Q40 -760 0 -748 Q-40 -760 -46 -792Z" fill="${sh(o.topCol, 0.35)}"/>`;
      s += `<path d="M-12 -760 L-16 -690 M12 -760 L16 -690" stroke="${c('#FFFFFF')}" stroke-width="4" stroke-linecap="round"/>`;
      s += `<path d="M-40 -650 L40 -650 L46 -600 L-46 -600Z" fill="${sh(o.topCol, 0.25)}"/>`;
      s += note0(28, -720, 22, c('#FFFFFF'));
      break;
    }
    case 'track': {
      s += `<path d="M-14 -790 L0 -760 L14 -790Z" fill="${c(o.inner)}"/>`;
      s += `<path d="M0 -760 L0 -590" stroke="${c('#FFFFFF')}" stroke-width="4"/>`;
      s += `<path d="M-58 -740 L-52 -600 M58 -740 L52 -600" stroke="${c('#FFFFFF')}" stroke-width="7"/>`;
      break;
    }
    case 'cardigan': {
      s += `<path d="M-20 -790 L0 -720 L20 -790 L16 -600 L-16 -600Z" fill="${c(o.inner)}"/>`;
      for (let i = 0; i < 4; i++) s += `<circle cx="-12" cy="${-700 + i * 28}" r="4" fill="${sh(o.topCol, 0.7)}"/>`;
      break;
    }
    default:
      break;
  }
  return s;
}

function star(x, y, r, fill) {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = (i * Math.PI) / 5 - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    d += `${i ? 'L' : 'M'}${f(x + Math.cos(a) * rr)} ${f(y + Math.sin(a) * rr)}`;
  }
  return `<path d="${d}Z" fill="${fill}"/>`;
}
function note0(x, y, s, fill) {
  return `<g fill="${fill}"><ellipse cx="${x}" cy="${y}" rx="${s * 0.34}" ry="${s * 0.25}" transform="rotate(-22 ${x} ${y})"/><rect x="${x + s * 0.25}" y="${y - s * 1.2}" width="${s * 0.1}" height="${s * 1.2}"/><path d="M${x + s * 0.33} ${y - s * 1.2} q${s * 0.5} ${s * 0.3} ${s * 0.35} ${s * 0.8} q0 -${s * 0.45} -${s * 0.35} -${s * 0.55}Z"/></g>`;
}

function arm(sh0, el, hd, sleeve, skin, short, o, c, shf, sil, side, ex = 0) {
  const W = 32 + ex;
  let s = '';
  if (short) {
    const mid = [sh0[0] + (el[0] - sh0[0]) * 0.55, sh0[1] + (el[1] - sh0[1]) * 0.55];
    s += `<path d="M${f(sh0[0])} ${f(sh0[1])} L${f(el[0])} ${f(el[1])} L${f(hd[0])} ${f(hd[1])}" fill="none" stroke="${skin}" stroke-width="${W - 7}" stroke-linecap="round" stroke-linejoin="round"/>`;
    s += `<path d="M${f(sh0[0])} ${f(sh0[1])} L${f(mid[0])} ${f(mid[1])}" fill="none" stroke="${sleeve}" stroke-width="${W + 8}" stroke-linecap="round"/>`;
  } else {
    s += `<path d="M${f(sh0[0])} ${f(sh0[1])} L${f(el[0])} ${f(el[1])} L${f(hd[0])} ${f(hd[1])}" fill="none" stroke="${sleeve}" stroke-width="${W}" stroke-linecap="round" stroke-linejoin="round"/>`;
    if (!sil) {
      const cuff = [hd[0] + (el[0] - hd[0]) * 0.18, hd[1] + (el[1] - hd[1]) * 0.18];
      s += `<path d="M${f(cuff[0])} ${f(cuff[1])} L${f(hd[0] + (el[0] - hd[0]) * 0.26)} ${f(hd[1] + (el[1] - hd[1]) * 0.26)}" stroke="${shf(o.topCol === sleeve ? o.topCol : o.inner, 0.5)}" stroke-width="${W + 1}" stroke-linecap="butt"/>`;
    }
  }
  s += `<circle cx="${f(hd[0])}" cy="${f(hd[1])}" r="15" fill="${skin}"/>`;
  return s;
}

// ---------- head & hair ----------
const FACE = 'M-64 -900 C-66 -972 66 -972 64 -900 C64 -852 40 -812 0 -800 C-40 -812 -64 -852 -64 -900Z';

function head(ch, c, skin, skinSh, back, sil, opts, hair, hairSh, hairHi) {
  let s = '';
  s += `<ellipse cx="-62" cy="-872" rx="12" ry="18" fill="${skin}"/><ellipse cx="62" cy="-872" rx="12" ry="18" fill="${skin}"/>`;
  s += `<path d="${FACE}" fill="${skin}"/>`;
  if (!back && !sil) s += face(ch, c, opts);
  s += hairFront(ch.style, hair, hairSh, hairHi, back, sil);
  if (!sil) s += accessory(ch, c, back);
  return s;
}

function face(ch, c, opts) {
  const expr = opts.expr || 'smile';
  const [gx, gy] = opts.gaze || [0, 0];
  const eye = c(ch.eye);
  const lash = c('#2A1E22');
  let s = '';
  // blush
  s += `<ellipse cx="-38" cy="-850" rx="15" ry="7" fill="#FF8FA0" opacity="0.45"/><ellipse cx="38" cy="-850" rx="15" ry="7" fill="#FF8FA0" opacity="0.45"/>`;
  const closed = expr === 'closed' || expr === 'sing';
  for (const sx of [-27, 27]) {
    if (closed) {
      s += `<path d="M${sx - 15} -872 Q${sx} -886 ${sx + 15} -872" fill="none" stroke="${lash}" stroke-width="5" stroke-linecap="round"/>`;
      continue;
    }
    const ex = sx + gx * 4;
    const ey = -872 + gy * 3;
    s += `<ellipse cx="${ex}" cy="${ey}" rx="13" ry="18" fill="#FFFFFF"/>`;
    s += `<ellipse cx="${ex}" cy="${ey + 1}" rx="11.5" ry="16" fill="${eye}"/>`;
    s += `<ellipse cx="${ex}" cy="${ey + 7}" rx="9" ry="8" fill="${light(eye, 0.35)}"/>`;
    s += `<ellipse cx="${ex}" cy="${ey - 1}" rx="5.5" ry="8" fill="${c('#1D1A26')}"/>`;
    s += `<circle cx="${ex - 4}" cy="${ey - 7}" r="4.5" fill="#FFFFFF"/><circle cx="${ex + 4}" cy="${ey + 7}" r="2" fill="#FFFFFF"/>`;
    const dir = sx < 0 ? -1 : 1;
    s += `<path d="M${sx - 17} ${-880 + (expr === 'nervous' ? 0 : 0)} Q${sx} -896 ${sx + 17} -882 L${sx + 17 + dir * 4} ${-886} " fill="none" stroke="${lash}" stroke-width="5.5" stroke-linecap="round"/>`;
  }
  // brows
  const bt = expr === 'nervous' ? [-8, 4] : expr === 'serious' ? [6, -4] : [0, 0];
  s += `<path d="M-40 ${-906 + bt[1]} Q-28 ${-913 + bt[0]} -14 ${-908 - bt[0]}" fill="none" stroke="${c(mix(ch.hair, '#000', 0.2))}" stroke-width="3.5" stroke-linecap="round"/>`;
  s += `<path d="M40 ${-906 + bt[1]} Q28 ${-913 + bt[0]} 14 ${-908 - bt[0]}" fill="none" stroke="${c(mix(ch.hair, '#000', 0.2))}" stroke-width="3.5" stroke-linecap="round"/>`;
  // nose
  s += `<path d="M1 -852 L-2 -846" stroke="${c(C.skinShade)}" stroke-width="3" stroke-linecap="round"/>`;
  // mouth
  const m = c('#B8404E');
  switch (expr) {
    case 'open':
    case 'closed':
      s += `<path d="M-12 -830 Q0 -826 12 -830 Q10 -814 0 -812 Q-10 -814 -12 -830Z" fill="${m}"/><path d="M-6 -817 Q0 -820 6 -817 Q3 -813 0 -813 Q-3 -813 -6 -817Z" fill="#F08A90"/>`;
      break;
    case 'sing':
      s += `<ellipse cx="0" cy="-822" rx="10" ry="13" fill="${m}"/><ellipse cx="0" cy="-815" rx="6" ry="4" fill="#F08A90"/>`;
      break;
    case 'calm':
    case 'serious':
      s += `<path d="M-7 -826 L7 -826" stroke="${m}" stroke-width="3.5" stroke-linecap="round"/>`;
      break;
    case 'nervous':
      s += `<path d="M-10 -824 Q-5 -829 0 -824 Q5 -819 10 -824" fill="none" stroke="${m}" stroke-width="3.5" stroke-linecap="round"/>`;
      s += `<path d="M52 -930 q6 12 0 18 q-6 -6 0 -18Z" fill="#BFE4FF"/>`;
      break;
    default:
      s += `<path d="M-11 -829 Q0 -818 11 -829" fill="none" stroke="${m}" stroke-width="4" stroke-linecap="round"/>`;
  }
  return s;
}

/** Bangs path from the cap's edges through alternating (junction, tip) points. */
function bangs(cap, tips, sideL, sideR) {
  // cap: half-width; tips: [[x,y]...] left→right; side locks: bottom points
  let d = `M${sideL[0]} ${sideL[1]} C${-cap - 6} -900 ${-cap - 10} -1000 0 -1002 C${cap + 10} -1000 ${cap + 6} -900 ${sideR[0]} ${sideR[1]}`;
  // right side lock inner edge up to first junction
  const pts = [...tips].reverse();
  let prev = [cap - 14, -900];
  d += ` Q${cap - 6} -860 ${prev[0]} ${prev[1]}`;
  for (const [tx, ty] of pts) {
    d += ` Q${f((prev[0] + tx) / 2 + 2)} ${f((prev[1] + ty) / 2 - 14)} ${tx} ${ty}`;
    const j = [tx - 14, -922];
    d += ` Q${tx - 4} ${f((ty + j[1]) / 2)} ${j[0]} ${j[1]}`;
    prev = j;
  }
  d += ` L${-cap + 14} -900 Q${-cap + 6} -860 ${sideL[0]} ${sideL[1]}Z`;
  return d;
}

function hairBack(style, hair, hairSh) {
  switch (style) {
    case 'bob':
      return `<path d="M-84 -900 C-94 -1010 94 -1010 84 -900 C86 -850 94 -800 100 -772 Q80 -764 62 -780 L-62 -780 Q-80 -764 -100 -772 C-94 -800 -86 -850 -84 -900Z" fill="${hairSh}"/>`;
    case 'long':
      return `<path d="M-84 -900 C-94 -1010 94 -1010 84 -900 C92 -780 104 -650 108 -540 L80 -556 L64 -530 L40 -560 L-40 -560 L-64 -530 L-80 -556 L-108 -540 C-104 -650 -92 -780 -84 -900Z" fill="${hairSh}"/>`;
    case 'twintail':
      return `<path d="M-82 -900 C-92 -1005 92 -1005 82 -900 C84 -860 88 -830 86 -808 L-86 -808 C-88 -830 -84 -860 -82 -900Z" fill="${hairSh}"/>` +
        `<path d="M-78 -935 C-150 -930 -176 -820 -160 -720 C-150 -650 -120 -620 -104 -600 C-118 -660 -110 -700 -96 -740 C-130 -780 -120 -860 -78 -900Z" fill="${hair}"/>` +
        `<path d="M78 -935 C150 -930 176 -820 160 -720 C150 -650 120 -620 104 -600 C118 -660 110 -700 96 -740 C130 -780 120 -860 78 -900Z" fill="${hair}"/>` +
        `<path d="M-120 -900 C-150 -840 -150 -760 -132 -690" fill="none" stroke="${hairSh}" stroke-width="6" stroke-linecap="round"/><path d="M120 -900 C150 -840 150 -760 132 -690" fill="none" stroke="${hairSh}" stroke-width="6" stroke-linecap="round"/>`;
    case 'short':
      return `<path d="M-82 -900 C-92 -1008 92 -1008 82 -900 L96 -820 L76 -832 L72 -800 L-72 -800 L-76 -832 L-96 -820Z" fill="${hairSh}"/>` +
        `<path d="M40 -990 Q96 -1020 118 -972 Q100 -990 84 -978 Q110 -960 104 -930 Q88 -966 50 -960Z" fill="${hair}"/>`;
    case 'wolf':
      return `<path d="M-84 -900 C-96 -1012 96 -1012 84 -900 L98 -838 L80 -846 L84 -800 L58 -822 L0 -812 L-58 -822 L-84 -800 L-80 -846 L-98 -838Z" fill="${hairSh}"/>`;
    case 'wavy':
      return `<path d="M-84 -900 C-96 -1010 96 -1010 84 -900 C96 -820 90 -760 100 -700 L-100 -700 C-90 -760 -96 -820 -84 -900Z" fill="${hairSh}"/>`;
    case 'crop':
      return `<path d="M-80 -900 C-88 -1000 88 -1000 80 -900 L74 -860 L-74 -860Z" fill="${hairSh}"/>`;
    case 'sidetail':
      return `<path d="M-84 -900 C-94 -1010 94 -1010 84 -900 C88 -850 90 -810 92 -790 L-92 -790 C-90 -810 -88 -850 -84 -900Z" fill="${hairSh}"/>` +
        `<path d="M70 -960 C150 -990 190 -900 176 -780 C168 -690 150 -620 128 -560 C134 -640 128 -700 112 -760 C100 -820 96 -880 70 -920Z" fill="${hair}"/>` +
        `<path d="M150 -900 C168 -820 160 -720 140 -620" fill="none" stroke="#B98AE6" stroke-width="9" stroke-linecap="round" opacity="0.9"/>`;
    default:
      return '';
  }
}

function hairFront(style, hair, hairSh, hairHi, back, sil) {
  if (back) {
    // back of the head: full cap covering face
    const cover = `<path d="M-84 -900 C-94 -1010 94 -1010 84 -900 C86 -850 80 -812 60 -796 L-60 -796 C-80 -812 -86 -850 -84 -900Z" fill="${hair}"/>`;
    const extra = {
      long: `<path d="M-84 -880 C-92 -780 -100 -650 -104 -545 L104 -545 C100 -650 92 -780 84 -880Z" fill="${hair}"/>`,
      wavy: `<path d="M-84 -880 C-90 -800 -60 -740 -60 -700 L60 -700 C60 -740 90 -800 84 -880Z" fill="${hair}"/>`,
      bob: `<path d="M-86 -880 C-90 -830 -96 -790 -100 -772 L100 -772 C96 -790 90 -830 86 -880Z" fill="${hair}"/>`,
      wolf: `<path d="M-86 -880 L-88 -800 L-40 -816 L0 -796 L40 -816 L88 -800 L86 -880Z" fill="${hair}"/>`,
    }[style] || '';
    return extra + cover + (sil ? '' : `<path d="M-50 -960 Q0 -984 50 -960" fill="none" stroke="${hairHi}" stroke-width="10" stroke-linecap="round" opacity="0.7"/>`);
  }
  let s = '';
  const shine = sil ? '' : `<path d="M-52 -958 Q-30 -972 -10 -976" fill="none" stroke="${hairHi}" stroke-width="9" stroke-linecap="round" opacity="0.85"/><path d="M12 -977 Q34 -974 52 -960" fill="none" stroke="${hairHi}" stroke-width="9" stroke-linecap="round" opacity="0.85"/>`;
  switch (style) {
    case 'bob':
      s += `<path d="${bangs(80, [[-54, -872], [-30, -884], [-6, -870], [20, -882], [46, -868]], [-82, -805], [84, -800])}" fill="${hair}"/>`;
      s += `<path d="M6 -1000 C-4 -1040 30 -1060 44 -1036 C28 -1044 18 -1030 22 -1004Z" fill="${hair}"/>`;
      break;
    case 'long':
      s += `<path d="${bangs(80, [[-52, -880], [-26, -884], [0, -882], [26, -884], [52, -880]], [-80, -790], [80, -790])}" fill="${hair}"/>`;
      s += `<path d="M-80 -880 L-66 -800 L-84 -700 L-96 -800Z M80 -880 L66 -800 L84 -700 L96 -800Z" fill="${hair}"/>`;
      break;
    case 'twintail':
      s += `<path d="${bangs(80, [[-50, -870], [-24, -880], [4, -866], [28, -880], [52, -872]], [-78, -820], [78, -820])}" fill="${hair}"/>`;
      break;
    case 'short':
      s += `<path d="${bangs(82, [[-56, -876], [-36, -870], [-10, -888], [16, -872], [40, -884], [60, -870]], [-84, -826], [84, -826])}" fill="${hair}"/>`;
      break;
    case 'wolf':
      s += `<path d="${bangs(82, [[-58, -880], [-36, -868], [-10, -850], [20, -886], [48, -878]], [-88, -836], [88, -840])}" fill="${hair}"/>`;
      s += `<path d="M-46 -962 Q-4 -930 -2 -850 Q-30 -876 -64 -878Z" fill="${hair}"/>`;
      break;
    case 'wavy':
      s += `<path d="M-80 -900 C-90 -1004 90 -1004 80 -900 Q60 -950 0 -930 Q-40 -920 -64 -880 Q-70 -860 -80 -900Z" fill="${hair}"/>`;
      s += `<path d="M-64 -900 C-92 -830 -60 -800 -90 -740 C-70 -700 -96 -660 -70 -620 L-50 -640 C-70 -680 -44 -720 -60 -760 C-40 -800 -70 -840 -50 -880Z" fill="${hair}"/>`;
      s += `<path d="M80 -900 C86 -850 80 -820 84 -790 L70 -800 Z" fill="${hair}"/>`;
      break;
    case 'crop':
      s += `<path d="M-80 -900 C-90 -1004 90 -1004 80 -900 L72 -910 Q40 -946 0 -936 Q-40 -946 -72 -910Z" fill="${hair}"/>`;
      break;
    case 'sidetail':
      s += `<path d="${bangs(80, [[-54, -866], [-34, -878], [-8, -862], [22, -884], [50, -876]], [-82, -800], [82, -830])}" fill="${hair}"/>`;
      break;
    default:
      break;
  }
  return s + shine;
}

function accessory(ch, c, back) {
  switch (ch.acc) {
    case 'pin':
      return back ? '' : `<rect x="44" y="-948" width="30" height="8" rx="4" fill="${c(C.warn)}" transform="rotate(-30 60 -944)"/><rect x="48" y="-934" width="30" height="8" rx="4" fill="${c('#FFFFFF')}" transform="rotate(-30 64 -930)"/>`;
    case 'headband':
      return `<path d="M-82 -930 Q0 -1010 82 -930" fill="none" stroke="${c(C.danger)}" stroke-width="15" stroke-linecap="round"/>`;
    case 'glasses':
      return back ? '' : `<g fill="none" stroke="${c('#5A4030')}" stroke-width="4"><rect x="-48" y="-890" width="40" height="30" rx="10"/><rect x="8" y="-890" width="40" height="30" rx="10"/><path d="M-8 -878 L8 -878"/></g>`;
    case 'bandana':
      return `<path d="M-84 -920 Q0 -990 84 -920 L80 -900 Q0 -958 -80 -900Z" fill="${c(C.warn)}"/>` + (back ? '' : `<path d="M-30 -842 Q0 -790 30 -842 Q40 -800 0 -792 Q-40 -800 -30 -842Z" fill="${c('#9A9A9A')}"/>`);
    case 'earring':
      return back ? '' : `<circle cx="-64" cy="-850" r="5" fill="${c('#D9E2EA')}"/>`;
    case 'choker':
      return `<rect x="-20" y="-800" width="40" height="9" fill="${c('#1A1A1A')}"/>`;
    default:
      return '';
  }
}

// ---------- instruments ----------
function instrumentFor(inst, c, ch, opts) {
  switch (inst) {
    case 'acoustic':
      return guitar(-28, -590, -24, c, { kind: 'acoustic', col: ch.colour });
    case 'electric':
      return guitar(-28, -590, -24, c, { kind: 'electric', col: ch.colour });
    case 'bass':
      return guitar(-36, -600, -22, c, { kind: 'bass', col: ch.colour });
    case 'keys':
      return keyboard(0, opts.keysY ?? -560, c, ch.colour, { stand: !opts.noStand, w: opts.noStand ? 330 : 440, ex: opts.ex || 0 });
    default:
      return '';
  }
}

/**
 * Guitar/bass in local coords: body centre (x,y), neck rotated by `rot` degrees (negative = up-right).
 */
export function guitar(x, y, rot, c, { kind = 'electric', col = C.main, scale = 1 } = {}) {
  const body = c(col);
  const bodySh = c(shadow(col, 0.5));
  const wood = c('#6B4A34');
  const metal = c('#D7DDE2');
  const long = kind === 'bass';
  const neckEnd = long ? 470 : 380;
  let s = `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${scale})">`;
  if (kind === 'acoustic') {
    s += `<circle cx="-50" cy="0" r="102" fill="${body}"/><circle cx="62" cy="0" r="80" fill="${body}"/><rect x="-50" y="-70" width="112" height="140" fill="${body}"/>`;
    s += `<path d="M-50 102 A102 102 0 0 1 -150 20 L-30 20 Z" fill="${bodySh}" opacity="0.6"/>`;
    s += `<circle cx="-50" cy="0" r="102" fill="none" stroke="${c('#F4EBDD')}" stroke-width="6"/>`;
    s += `<circle cx="38" cy="0" r="32" fill="${c('#1E1A18')}"/><circle cx="38" cy="0" r="40" fill="none" stroke="${c('#F4EBDD')}" stroke-width="4"/>`;
    s += `<rect x="-92" y="-30" width="16" height="60" rx="4" fill="${wood}"/>`;
  } else if (kind === 'electric') {
    // angular offset body (lead guitar)
    s += `<path d="M-140 -20 L-60 -92 L40 -70 L120 -120 L90 -40 L60 0 L90 40 L120 120 L40 70 L-60 92 L-140 20Z" fill="${body}"/>`;
    s += `<path d="M-140 0 L-140 20 L-60 92 L40 70 L120 120 L90 40 L60 0Z" fill="${bodySh}" opacity="0.55"/>`;
    s += `<path d="M-70 -50 L30 -48 L50 0 L30 48 L-70 50 L-40 0Z" fill="${c('#EEF2F5')}"/>`;
    s += `<rect x="-30" y="-28" width="14" height="56" fill="${c('#222')}"/><rect x="10" y="-28" width="14" height="56" fill="${c('#222')}"/>`;
    s += `<rect x="-88" y="-30" width="12" height="60" fill="${metal}"/>`;
  } else {
    // bass: long offset body
    s += `<path d="M-170 0 C-170 -80 -110 -100 -50 -84 C-10 -74 20 -60 60 -96 C100 -126 130 -100 110 -60 C96 -36 70 -20 70 0 C70 20 90 40 100 64 C112 96 80 104 50 80 C20 62 -10 78 -50 88 C-110 104 -170 80 -170 0Z" fill="${body}"/>`;
    s += `<path d="M-170 0 C-170 80 -110 104 -50 88 C-10 78 20 62 50 80 C80 104 112 96 100 64 C60 40 -60 40 -170 0Z" fill="${bodySh}" opacity="0.55"/>`;
    s += `<path d="M-100 -50 L0 -56 L30 0 L0 56 L-100 50Z" fill="${c('#F2F4F6')}" opacity="0.95"/>`;
    s += `<rect x="-40" y="-30" width="16" height="60" rx="4" fill="${c('#222')}"/>`;
    s += `<rect x="-118" y="-34" width="14" height="68" fill="${metal}"/>`;
  }
  // neck & headstock
  s += `<rect x="50" y="-15" width="${neckEnd - 50}" height="30" fill="${wood}"/>`;
  for (let fx = 80; fx < neckEnd; fx += long ? 34 : 28) s += `<rect x="${fx}" y="-15" width="3" height="30" fill="${c('#CDBFA8')}"/>`;
  s += `<path d="M${neckEnd} -17 L${neckEnd + 80} -26 L${neckEnd + 84} 22 L${neckEnd} 17Z" fill="${kind === 'acoustic' ? wood : body}"/>`;
  for (let i = 0; i < (long ? 2 : 3); i++) {
    s += `<circle cx="${neckEnd + 18 + i * 22}" cy="-26" r="6" fill="${metal}"/><circle cx="${neckEnd + 18 + i * 22}" cy="26" r="6" fill="${metal}"/>`;
  }
  const strings = long ? [-9, -3, 3, 9] : [-10, -6, -2, 2, 6, 10];
  const sx0 = kind === 'acoustic' ? -84 : kind === 'bass' ? -112 : -82;
  for (const sy of strings) s += `<line x1="${sx0}" y1="${sy}" x2="${neckEnd + 10}" y2="${sy * 1.1}" stroke="${c('#F5F2EA')}" stroke-width="1.6" opacity="0.85"/>`;
  return s + '</g>';
}

/** Keyboard on an X stand, top face visible. (x,y) = centre of the top surface. */
export function keyboard(x, y, c, col = C.warn, { w = 440, stand = true, ex = 0 } = {}) {
  const body = c('#2A2D35');
  const acc = c(col);
  let s = '';
  if (stand) {
    s += `<path d="M${x - 150} ${y + 560} L${x + 130} ${y + 30} M${x + 150} ${y + 560} L${x - 130} ${y + 30}" stroke="${c('#3A3D45')}" stroke-width="${16 + ex}" stroke-linecap="round"/>`;
  }
  s += `<path d="M${x - w / 2} ${y} L${x + w / 2} ${y} L${x + w / 2 + 20} ${y + 60} L${x - w / 2 - 20} ${y + 60}Z" fill="${body}"/>`;
  s += `<rect x="${x - w / 2 - 20}" y="${y + 60}" width="${w + 40}" height="26" fill="${c(shadow('#2A2D35', 0.4))}"/>`;
  s += `<rect x="${x - w / 2 - 20}" y="${y + 60}" width="${w + 40}" height="6" fill="${acc}"/>`;
  // keys (perspective strip)
  const k0 = y + 22;
  const k1 = y + 58;
  const n = 24;
  const wl = w + 28;
  s += `<path d="M${x - w / 2 + 4} ${k0} L${x + w / 2 - 4} ${k0} L${x + wl / 2} ${k1} L${x - wl / 2} ${k1}Z" fill="${c('#FBFBFB')}"/>`;
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const xa = x - w / 2 + 4 + (w - 8) * t;
    const xb = x - wl / 2 + wl * t;
    s += `<line x1="${f(xa)}" y1="${k0}" x2="${f(xb)}" y2="${k1}" stroke="${c('#BFC4CC')}" stroke-width="1.5"/>`;
    if ([1, 2, 4, 5, 6].includes(i % 7)) {
      s += `<path d="M${f(xa - 5)} ${k0} L${f(xa + 5)} ${k0} L${f(xa + (xb - xa) * 0.6 + 5)} ${f(k0 + (k1 - k0) * 0.6)} L${f(xa + (xb - xa) * 0.6 - 5)} ${f(k0 + (k1 - k0) * 0.6)}Z" fill="${c('#1E2026')}"/>`;
    }
  }
  s += `<rect x="${x - w / 2 + 10}" y="${y + 5}" width="60" height="10" rx="3" fill="${acc}"/><circle cx="${x + w / 2 - 30}" cy="${y + 10}" r="6" fill="${c('#9AA3AE')}"/><circle cx="${x + w / 2 - 52}" cy="${y + 10}" r="6" fill="${c('#9AA3AE')}"/>`;
  return s;
}

function sticksIn(pose, c, ex = 0) {
  const wood = c('#E2C49A');
  let s = '';
  for (const side of ['L', 'R']) {
    const [el, hd] = pose[side];
    const dx = hd[0] - el[0];
    const dy = hd[1] - el[1];
    const len = Math.hypot(dx, dy);
    const ux = dx / len;
    const uy = dy / len;
    s += `<line x1="${f(hd[0] - ux * 30)}" y1="${f(hd[1] - uy * 30)}" x2="${f(hd[0] + ux * 190)}" y2="${f(hd[1] + uy * 190)}" stroke="${wood}" stroke-width="${9 + ex}" stroke-linecap="round"/>`;
    s += `<circle cx="${f(hd[0])}" cy="${f(hd[1])}" r="15" fill="${c(C.skin)}"/>`;
  }
  return s;
}

function handMic(hd, c) {
  return `<g transform="rotate(-20 ${hd[0]} ${hd[1]})"><rect x="${hd[0] - 8}" y="${hd[1] - 20}" width="16" height="70" rx="6" fill="${c('#2A2A2E')}"/><circle cx="${hd[0]}" cy="${hd[1] - 30}" r="20" fill="${c('#C8CED6')}"/><circle cx="${hd[0]}" cy="${hd[1]}" r="15" fill="${c(C.skin)}"/></g>`;
}

/** Mic on a stand, standing in front of a figure at local x, mouth height. */
export function micStand(x, base, top, c) {
  const m = c('#2C2F36');
  return `<path d="M${x - 60} ${base} L${x} ${base - 20} L${x + 60} ${base}" stroke="${m}" stroke-width="10" fill="none"/>` +
    `<line x1="${x}" y1="${base - 20}" x2="${x}" y2="${top + 60}" stroke="${m}" stroke-width="10"/>` +
    `<line x1="${x}" y1="${top + 60}" x2="${x - 40}" y2="${top + 10}" stroke="${m}" stroke-width="8"/>` +
    `<rect x="${x - 56}" y="${top - 20}" width="22" height="44" rx="10" fill="${c('#B9C2CC')}" transform="rotate(-38 ${x - 45} ${top})"/>`;
}

/**
 * Drum kit in scene coords: (x, base) = floor centre, s = scale (1 ≈ figure scale 1).
 * Draw the seated drummer before this so the kit sits in front.
 */
export function drumKit(x, base, s, c, col = C.danger, { logo = true } = {}) {
  const shell = c(col);
  const shellSh = c(shadow(col, 0.5));
  const head = c('#F4F1EA');
  const metal = c('#C9CED4');
  const cym = c('#E8C25A');
  const cymSh = c('#C79A32');
  const g = (str) => `<g transform="translate(${x} ${base}) scale(${s})">${str}</g>`;
  let d = '';
  // cymbal stands
  for (const sx of [-330, 330]) d += `<line x1="${sx}" y1="0" x2="${sx * 0.95}" y2="-640" stroke="${metal}" stroke-width="8"/><path d="M${sx - 50} 0 L${sx} -40 L${sx + 50} 0" stroke="${metal}" stroke-width="7" fill="none"/>`;
  d += `<ellipse cx="-320" cy="-650" rx="130" ry="26" fill="${cym}" transform="rotate(-10 -320 -650)"/><ellipse cx="-320" cy="-646" rx="130" ry="12" fill="${cymSh}" transform="rotate(-10 -320 -650)"/>`;
  d += `<ellipse cx="320" cy="-690" rx="150" ry="28" fill="${cym}" transform="rotate(12 320 -690)"/><ellipse cx="320" cy="-686" rx="150" ry="12" fill="${cymSh}" transform="rotate(12 320 -690)"/>`;
  // hi-hat
  d += `<line x1="-420" y1="0" x2="-420" y2="-470" stroke="${metal}" stroke-width="7"/><ellipse cx="-420" cy="-470" rx="90" ry="16" fill="${cym}"/><ellipse cx="-420" cy="-484" rx="90" ry="14" fill="${cymSh}"/>`;
  // floor tom
  d += `<rect x="190" y="-340" width="170" height="230" fill="${shell}"/><rect x="290" y="-340" width="70" height="230" fill="${shellSh}"/><ellipse cx="275" cy="-340" rx="85" ry="22" fill="${head}"/>`;
  d += `<line x1="200" y1="-110" x2="190" y2="0" stroke="${metal}" stroke-width="7"/><line x1="350" y1="-110" x2="360" y2="0" stroke="${metal}" stroke-width="7"/>`;
  // snare
  d += `<rect x="-330" y="-380" width="170" height="70" fill="${metal}"/><ellipse cx="-245" cy="-380" rx="85" ry="20" fill="${head}"/><line x1="-245" y1="-310" x2="-245" y2="0" stroke="${metal}" stroke-width="7"/>`;
  // rack toms
  d += `<rect x="-150" y="-480" width="120" height="100" fill="${shell}"/><ellipse cx="-90" cy="-480" rx="60" ry="16" fill="${head}"/>`;
  d += `<rect x="30" y="-490" width="130" height="110" fill="${shell}"/><rect x="110" y="-490" width="50" height="110" fill="${shellSh}"/><ellipse cx="95" cy="-490" rx="65" ry="17" fill="${head}"/>`;
  // bass drum
  d += `<circle cx="0" cy="-190" r="190" fill="${shell}"/><circle cx="0" cy="-190" r="170" fill="${head}"/><circle cx="0" cy="-190" r="170" fill="none" stroke="${c('#2A2A2A')}" stroke-width="6"/>`;
  if (logo) {
    d += `<path d="M-120 -170 Q-60 -230 0 -170 T120 -170" fill="none" stroke="${c(C.main)}" stroke-width="16" stroke-linecap="round"/>`;
    d += `<path d="M-120 -130 Q-60 -190 0 -130 T120 -130" fill="none" stroke="${c(C.sub)}" stroke-width="10" stroke-linecap="round"/>`;
    d += `<g fill="${shell}"><ellipse cx="36" cy="-228" rx="22" ry="16" transform="rotate(-22 36 -228)"/><rect x="52" y="-320" width="7" height="92"/><path d="M58 -320 q40 20 28 60 q0 -30 -28 -40Z"/></g>`;
  }
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    d += `<rect x="${f(Math.cos(a) * 180 - 6)}" y="${f(-190 + Math.sin(a) * 180 - 6)}" width="12" height="12" fill="${metal}"/>`;
  }
  return g(d);
}

/** Soft gig bag carried on the back (draw via figure opts.behind). */
export function gigBag(c, col = '#2A2E38', { side = 1 } = {}) {
  const b = c(col);
  return `<g transform="rotate(${side * 16} 0 -700)"><rect x="-70" y="-1060" width="140" height="640" rx="60" fill="${b}"/><rect x="-46" y="-1040" width="92" height="120" rx="40" fill="${c(shadow(col, 0.4))}"/><rect x="-8" y="-900" width="16" height="420" rx="8" fill="${c(light(col, 0.2))}"/></g>`;
}
