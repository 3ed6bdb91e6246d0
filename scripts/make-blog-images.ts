/**
 * Usage: node scripts/make-blog-images.ts
 * Draws the three blog illustrations from SVG written here (no photos, no
 * third-party assets) and writes each as a 1200×675 hero and a 600×337 card
 * image, plus an 800×450 step between them (a 400 px wide phone at 2× needs no
 * more), in AVIF, WebP and JPEG to public/images/blog/<slug>-<width>.<ext>.
 * The outputs are committed; rerun after changing a drawing.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import sharp from 'sharp'

const W = 1200
const H = 675
const FONT = 'font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"'

/** A rounded 16:9 "video thumbnail" frame with content drawn inside it. */
function frame(
  x: number,
  y: number,
  w: number,
  inner: string,
  opts: { rx?: number; shadow?: boolean } = {},
) {
  const h = Math.round((w * 9) / 16)
  const rx = opts.rx ?? Math.round(w / 24)
  const id = `clip-${x}-${y}-${w}`
  return `
  <clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}"/></clipPath>
  ${opts.shadow === false ? '' : `<rect x="${x + 6}" y="${y + 14}" width="${w}" height="${h}" rx="${rx}" fill="#000" opacity="0.22"/>`}
  <g clip-path="url(#${id})">
    <svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 160 90" preserveAspectRatio="none">${inner}</svg>
  </g>`
}

/** A person in a thumbnail: head and shoulders, facing the viewer. */
function person(cx: number, skin: string, shirt: string, hair: string) {
  return `
    <path d="M${cx - 30} 90 C${cx - 30} 66 ${cx - 18} 58 ${cx} 58 C${cx + 18} 58 ${cx + 30} 66 ${cx + 30} 90 Z" fill="${shirt}"/>
    <rect x="${cx - 6}" y="46" width="12" height="14" rx="4" fill="${skin}"/>
    <ellipse cx="${cx}" cy="36" rx="15" ry="18" fill="${skin}"/>
    <path d="M${cx - 16} 34 C${cx - 17} 16 ${cx + 17} 14 ${cx + 16} 32 C${cx + 10} 24 ${cx - 6} 22 ${cx - 16} 34 Z" fill="${hair}"/>
    <path d="M${cx - 9} 31.5 Q${cx - 5.5} 28.5 ${cx - 2} 31" stroke="#3b2417" stroke-width="1.6" fill="none" stroke-linecap="round"/>
    <path d="M${cx + 2} 31 Q${cx + 5.5} 28.5 ${cx + 9} 31.5" stroke="#3b2417" stroke-width="1.6" fill="none" stroke-linecap="round"/>
    <circle cx="${cx - 5.5}" cy="37" r="1.9" fill="#1f2937"/>
    <circle cx="${cx + 5.5}" cy="37" r="1.9" fill="#1f2937"/>
    <ellipse cx="${cx}" cy="46" rx="4" ry="3" fill="#7f1d1d"/>`
}

/** Thumbnail content: a face on the right, a headline block on the left. */
const faceThumb = (bg: string, accent: string, skin = '#f4b183', shirt = '#1e3a8a') => `
  <rect width="160" height="90" fill="${bg}"/>
  <circle cx="118" cy="40" r="42" fill="#ffffff" opacity="0.12"/>
  ${person(116, skin, shirt, '#3b2417')}
  <rect x="10" y="20" width="62" height="15" rx="2" fill="${accent}"/>
  <rect x="10" y="40" width="48" height="15" rx="2" fill="#ffffff"/>
  <rect x="10" y="62" width="34" height="5" rx="2.5" fill="#ffffff" opacity="0.7"/>
  <rect x="128" y="78" width="26" height="8" rx="2" fill="#000" opacity="0.75"/>`

const productThumb = (bg: string, accent: string) => `
  <rect width="160" height="90" fill="${bg}"/>
  <rect x="84" y="14" width="54" height="62" rx="8" fill="#111827"/>
  <rect x="89" y="20" width="44" height="44" rx="4" fill="${accent}"/>
  <circle cx="111" cy="70" r="3" fill="#374151"/>
  <path d="M20 66 L44 30 L58 50 L70 38 L76 66 Z" fill="#ffffff" opacity="0.9"/>
  <rect x="12" y="12" width="52" height="12" rx="2" fill="#ffffff"/>`

const scenicThumb = (sky: string, hills: string, sun: string) => `
  <rect width="160" height="90" fill="${sky}"/>
  <circle cx="112" cy="34" r="16" fill="${sun}"/>
  <path d="M0 70 Q40 40 80 62 T160 56 V90 H0 Z" fill="${hills}"/>
  <path d="M0 80 Q50 62 100 78 T160 74 V90 H0 Z" fill="#000" opacity="0.25"/>
  <rect x="10" y="12" width="58" height="13" rx="2" fill="#ffffff"/>`

const svg = (body: string, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`

/** 1: a feed of thumbnails around one big, measured 1280×720 design. */
const ultimateGuide = svg(
  `
  <rect width="${W}" height="${H}" fill="url(#bg1)"/>
  <g opacity="0.5">
    ${frame(-40, 40, 250, faceThumb('#1d4ed8', '#facc15'), { shadow: false })}
    ${frame(-60, 210, 250, productThumb('#0f766e', '#f97316'), { shadow: false })}
    ${frame(-30, 380, 250, scenicThumb('#7c3aed', '#1e1b4b', '#fde68a'), { shadow: false })}
    ${frame(-70, 550, 250, faceThumb('#b45309', '#ffffff', '#c68642', '#14532d'), { shadow: false })}
    ${frame(990, 20, 250, scenicThumb('#0369a1', '#064e3b', '#fef08a'), { shadow: false })}
    ${frame(1010, 190, 250, faceThumb('#15803d', '#fde047', '#8d5524', '#1e293b'), { shadow: false })}
    ${frame(980, 360, 250, productThumb('#be123c', '#38bdf8'), { shadow: false })}
    ${frame(1000, 530, 250, faceThumb('#4338ca', '#fb7185'), { shadow: false })}
  </g>
  ${frame(250, 130, 700, faceThumb('#0f172a', '#ef4444'), { rx: 26 })}
  <g stroke="#ffffff" stroke-width="3" fill="none" opacity="0.9">
    <path d="M250 95 H950 M250 85 V105 M950 85 V105"/>
    <path d="M985 130 V524 M975 130 H995 M975 524 H995"/>
  </g>
  <g ${FONT} font-weight="700" fill="#ffffff">
    <rect x="524" y="74" width="152" height="40" rx="20" fill="#b91c1c"/>
    <text x="600" y="102" font-size="24" text-anchor="middle">1280 px</text>
    <g transform="translate(985 327) rotate(90)">
      <rect x="-66" y="-20" width="132" height="40" rx="20" fill="#b91c1c"/>
      <text x="0" y="8" font-size="24" text-anchor="middle">720 px</text>
    </g>
    <rect x="250" y="560" width="150" height="54" rx="27" fill="#ffffff"/>
    <text x="325" y="596" font-size="28" text-anchor="middle" fill="#991b1b">16:9</text>
    <rect x="420" y="560" width="190" height="54" rx="27" fill="#ffffff" opacity="0.18"/>
    <text x="515" y="596" font-size="28" text-anchor="middle">≤ 2 MB</text>
  </g>`,
  `<linearGradient id="bg1" x1="0" y1="0" x2="1" y2="1">
     <stop offset="0" stop-color="#dc2626"/><stop offset="1" stop-color="#7f1d1d"/>
   </linearGradient>`,
)

/** 2: a colour wheel, a palette and one thumbnail built on complementary colours. */
function colourWheel(cx: number, cy: number, r: number, inner: number) {
  const hues = 12
  const slices = []
  for (let i = 0; i < hues; i++) {
    const a0 = ((i - 0.5) / hues) * Math.PI * 2 - Math.PI / 2
    const a1 = ((i + 0.5) / hues) * Math.PI * 2 - Math.PI / 2
    const p = (a: number, rad: number) =>
      `${(cx + rad * Math.cos(a)).toFixed(1)} ${(cy + rad * Math.sin(a)).toFixed(1)}`
    slices.push(
      `<path d="M${p(a0, inner)} L${p(a0, r)} A${r} ${r} 0 0 1 ${p(a1, r)} L${p(a1, inner)} A${inner} ${inner} 0 0 0 ${p(a0, inner)} Z" fill="hsl(${i * 30} 85% 55%)" stroke="#0b1120" stroke-width="4"/>`,
    )
  }
  return slices.join('')
}

const colourPsychology = svg(
  `
  <rect width="${W}" height="${H}" fill="url(#bg2)"/>
  <circle cx="300" cy="300" r="250" fill="#ffffff" opacity="0.04"/>
  ${colourWheel(300, 300, 210, 110)}
  <circle cx="300" cy="300" r="92" fill="#0b1120"/>
  <g ${FONT} font-weight="700" text-anchor="middle">
    <text x="300" y="292" font-size="40" fill="#ffffff">4.5:1</text>
    <text x="300" y="328" font-size="20" fill="#cbd5e1">contrast</text>
  </g>
  <path d="M300 90 L300 140 M300 460 L300 510" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/>
  ${frame(560, 120, 560, faceThumb('#0e7490', '#fb923c', '#f1a878', '#f97316'), { rx: 22 })}
  <g>
    ${['#0e7490', '#fb923c', '#fef3c7', '#0f172a', '#f43f5e']
      .map(
        (colour, i) => `
      <rect x="${560 + i * 116}" y="480" width="96" height="96" rx="18" fill="${colour}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="3"/>`,
      )
      .join('')}
  </g>
  <g ${FONT} font-weight="700" fill="#e2e8f0" font-size="20">
    <text x="560" y="610">60%</text><text x="676" y="610">30%</text><text x="792" y="610">10%</text>
  </g>
  <g ${FONT} font-weight="700" fill="#ffffff" font-size="26" text-anchor="middle">
    <rect x="120" y="560" width="360" height="56" rx="28" fill="#ffffff" opacity="0.1"/>
    <text x="300" y="597">1280×720 · 16:9</text>
  </g>`,
  `<linearGradient id="bg2" x1="0" y1="0" x2="1" y2="1">
     <stop offset="0" stop-color="#1e293b"/><stop offset="1" stop-color="#020617"/>
   </linearGradient>`,
)

/** 3: a thumbnail assembled from generated layers: background, cut-out subject, text. */
const sparkle = (x: number, y: number, s: number, fill = '#ffffff') =>
  `<path d="M${x} ${y - s} C${x + s * 0.15} ${y - s * 0.15} ${x + s * 0.15} ${y - s * 0.15} ${x + s} ${y} C${x + s * 0.15} ${y + s * 0.15} ${x + s * 0.15} ${y + s * 0.15} ${x} ${y + s} C${x - s * 0.15} ${y + s * 0.15} ${x - s * 0.15} ${y + s * 0.15} ${x - s} ${y} C${x - s * 0.15} ${y - s * 0.15} ${x - s * 0.15} ${y - s * 0.15} ${x} ${y - s} Z" fill="${fill}"/>`

const layer = (x: number, y: number, inner: string, label: string) => `
  <g transform="translate(${x} ${y}) skewY(-8)">
    <rect x="10" y="16" width="420" height="236" rx="20" fill="#000" opacity="0.3"/>
    <svg width="420" height="236" viewBox="0 0 160 90">${inner}</svg>
    <rect width="420" height="236" rx="20" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"/>
    <rect x="16" y="190" width="${label.length * 13 + 28}" height="32" rx="16" fill="#0f0a2e" opacity="0.85"/>
    <text x="30" y="212" ${FONT} font-weight="700" font-size="19" fill="#ede9fe">${label}</text>
  </g>`

/** A small neural network: columns of nodes, every node joined to the next column. */
function network(x: number, y: number, columns: readonly number[], gapX: number, gapY: number) {
  const nodes = columns.map((count, c) =>
    Array.from({ length: count }, (_, r) => ({
      x: x + c * gapX,
      y: y + (r - (count - 1) / 2) * gapY,
    })),
  )
  const lines = nodes
    .slice(1)
    .flatMap((column, c) =>
      column.flatMap((to) =>
        (nodes[c] ?? []).map((from) => `<path d="M${from.x} ${from.y} L${to.x} ${to.y}"/>`),
      ),
    )
  const dots = nodes.flat().map((n) => `<circle cx="${n.x}" cy="${n.y}" r="11"/>`)
  return `<g stroke="#c4b5fd" stroke-opacity="0.35" stroke-width="2" fill="none">${lines.join('')}</g>
    <g fill="#ddd6fe">${dots.join('')}</g>`
}

const aiCreation = svg(
  `
  <rect width="${W}" height="${H}" fill="url(#bg3)"/>
  ${network(860, 250, [3, 4, 2], 120, 70)}
  ${layer(120, 330, `<rect width="160" height="90" fill="#312e81"/><circle cx="120" cy="30" r="14" fill="#fbbf24"/><path d="M0 66 Q40 36 82 60 T160 50 V90 H0 Z" fill="#7c3aed"/><path d="M0 78 Q60 58 110 76 T160 70 V90 H0 Z" fill="#4c1d95"/>`, 'Background')}
  ${layer(230, 210, `<rect width="160" height="90" fill="#ffffff" opacity="0.06"/>${person(110, '#e0ac69', '#db2777', '#1c1917')}<rect x="86" y="12" width="48" height="78" rx="4" fill="none" stroke="#f0abfc" stroke-width="1.2" stroke-dasharray="3 2"/>`, 'Cut-out')}
  ${layer(340, 90, `<rect x="12" y="16" width="70" height="18" rx="3" fill="#facc15"/><rect x="12" y="40" width="52" height="18" rx="3" fill="#ffffff"/>`, 'Text')}
  ${sparkle(150, 130, 34)}
  ${sparkle(250, 90, 16, '#f0abfc')}
  ${sparkle(1110, 560, 40, '#fde68a')}
  ${sparkle(1150, 80, 18)}
  <g ${FONT} font-weight="700" fill="#ffffff" font-size="26" text-anchor="middle">
    <rect x="860" y="500" width="230" height="54" rx="27" fill="#ffffff" opacity="0.14"/>
    <text x="975" y="536">1280×720</text>
  </g>`,
  `<linearGradient id="bg3" x1="0" y1="0" x2="1" y2="1">
     <stop offset="0" stop-color="#6d28d9"/><stop offset="1" stop-color="#1e1b4b"/>
   </linearGradient>`,
)

const IMAGES: Record<string, string> = {
  'ultimate-guide-youtube-thumbnails': ultimateGuide,
  'psychology-color-youtube-thumbnails': colourPsychology,
  'ai-powered-thumbnail-creation': aiCreation,
}

/**
 * Hero (1200 px) and card (600 px) sizes, and the 800 px step between them for phones
 * (see the header: a phone at 2× need not take the hero).
 */
const SIZES = [
  { width: 1200, height: 675 },
  { width: 800, height: 450 },
  { width: 600, height: 337 },
] as const

const OUT = 'public/images/blog'
await mkdir(OUT, { recursive: true })
for (const [slug, drawing] of Object.entries(IMAGES)) {
  const master = await sharp(Buffer.from(drawing)).png().toBuffer()
  for (const { width, height } of SIZES) {
    const base = sharp(master).resize(width, height, { fit: 'cover' })
    const files = {
      avif: await base.clone().avif({ quality: 55, effort: 9 }).toBuffer(),
      webp: await base.clone().webp({ quality: 78, effort: 6 }).toBuffer(),
      jpg: await base.clone().jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
    }
    for (const [ext, bytes] of Object.entries(files)) {
      await writeFile(`${OUT}/${slug}-${width}.${ext}`, bytes)
      console.log(`${slug}-${width}.${ext}\t${bytes.length} B`)
    }
  }
}
