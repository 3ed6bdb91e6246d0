/**
 * The one reader of `process.env`: parses the environment once, with a schema,
 * into a frozen Config. A bad value stops start-up with a message that names
 * every bad variable, not just the first.
 */
import { z } from 'zod'
import { DAILY_MESSAGE_CAP } from '#core/contact-rules.ts'
import type { Site, TeamMember, Testimonial } from '#core/site.ts'
import { parseTrustedProxies } from './http/trusted-proxy.ts'
import { DEFAULT_LOG_LEVEL, LOG_LEVELS } from './log.ts'
import { DEFAULT_CACHE_MEMORY_MB } from './shared/ttl-cache.ts'
import { UPSTREAM_LIMITS } from './thumbnails/upstream.ts'

const httpUrl = (what: string) =>
  z
    .string()
    .trim()
    .refine((value) => URL.canParse(value), `must be an absolute URL (${what})`)
    .transform((value) => new URL(value))
    .refine(
      (url) => url.protocol === 'http:' || url.protocol === 'https:',
      'must use http or https',
    )

/** An origin only: scheme, host and port. A path, query or fragment is refused, not dropped. */
const origin = (what: string) =>
  httpUrl(what)
    .refine(
      (url) => url.pathname === '/' && !url.search && !url.hash,
      'must be an origin only (no path, query or fragment)',
    )
    .refine((url) => !url.username && !url.password, 'must not contain credentials')
    .transform((url) => url.origin)

/** A whole number from `min` (and up to `max`), with the messages every such variable gives. */
const int = (min: number, max?: number) => {
  const range = max === undefined ? `must be at least ${min}` : `must be between ${min} and ${max}`
  const number = z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(min, range)
  return max === undefined ? number : number.max(max, range)
}

const text = () => z.string().trim().min(1, 'must not be empty')

/** A link to one of the site's profiles elsewhere, shown in the footer. */
const profile = (what: string, fallback: string) =>
  httpUrl(what).transform(String).default(fallback)

/** A JSON array of objects, each checked against `item`; at most `max` of them. */
const jsonList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .string()
    .transform((value, ctx) => {
      try {
        return JSON.parse(value) as unknown
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON array' })
        return z.NEVER
      }
    })
    .pipe(z.array(item, { error: 'must be a JSON array' }).max(max, `at most ${max} entries`))
    .optional()

const person = {
  name: z.string().trim().min(1).max(80),
  role: z.string().trim().min(1).max(80),
}

const TeamMemberSchema = z.strictObject({
  ...person,
  bio: z.string().trim().min(1).max(300),
}) satisfies z.ZodType<TeamMember>

const TestimonialSchema = z.strictObject({
  ...person,
  rating: z.number().int().min(1).max(5),
  quote: z.string().trim().min(1).max(400),
}) satisfies z.ZodType<Testimonial>

/** One key per environment variable (docs/configuration.md), each checked on its own. */
export const ConfigSchema = z.object({
  PORT: int(0, 65535).default(3000),
  HOST: text().default('0.0.0.0'),
  // Optional rather than defaulted, so the start-up warnings know whether it was set.
  SITE_URL: origin('the canonical base, e.g. https://thumbgrab.example').optional(),
  SITE_NAME: text().default('ThumbGrab'),
  TEAM: jsonList(TeamMemberSchema, 8),
  TESTIMONIALS: jsonList(TestimonialSchema, 6),
  CONTACT_EMAIL: z.email('must be an email address').optional(),
  // No invented phone number or street: unset, the pages show none (only email and the form).
  CONTACT_PHONE: text().optional(),
  CONTACT_ADDRESS: text().optional(),
  SOCIAL_FACEBOOK: profile('a Facebook page', 'https://www.facebook.com/thumbgrab'),
  SOCIAL_TWITTER: profile('a Twitter/X profile', 'https://x.com/thumbgrab'),
  SOCIAL_INSTAGRAM: profile('an Instagram profile', 'https://www.instagram.com/thumbgrab'),
  SOCIAL_YOUTUBE: profile('a YouTube channel', 'https://www.youtube.com/@thumbgrab'),
  THUMBNAIL_ORIGIN: origin('the image host, e.g. https://i.ytimg.com').default(
    'https://i.ytimg.com',
  ),
  YOUTUBE_ORIGIN: origin(
    'the video host, whose /oembed gives titles, e.g. https://www.youtube.com',
  ).default('https://www.youtube.com'),
  YOUTUBE_API_URL: httpUrl(
    'the YouTube Data API v3 base, e.g. https://www.googleapis.com/youtube/v3',
  )
    .refine((url) => !url.username && !url.password, 'must not contain credentials')
    .transform((url) => url.href.replace(/\/+$/, ''))
    .default('https://www.googleapis.com/youtube/v3'),
  YOUTUBE_API_KEY: text().optional(),
  DATA_DIR: text().default('./data'),
  TRUST_PROXY: z
    .string()
    .default('')
    .superRefine((list, ctx) => {
      for (const message of parseTrustedProxies(list).problems)
        ctx.addIssue({ code: 'custom', message })
    }),
  CONTACT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DATABASE_URL: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const url = URL.parse(value)
      const problem = !url
        ? 'must be a URL like postgres://user:password@host:5432/database'
        : !/^postgres(ql)?:$/.test(url.protocol)
          ? 'must use postgres://'
          : !url.hostname
            ? 'must name a host'
            : url.pathname.length <= 1
              ? 'must name a database, e.g. postgres://…/thumbgrab'
              : undefined
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    })
    .optional(),
  CONTACT_DAILY_CAP: int(1).default(DAILY_MESSAGE_CAP),
  SHUTDOWN_DRAIN_MS: int(0, 600_000).default(20_000),
  HOST_REQUESTS_PER_SECOND: int(1).default(UPSTREAM_LIMITS.requestsPerSecond),
  CACHE_MEMORY_MB: int(1, 4096).default(DEFAULT_CACHE_MEMORY_MB),
  DEMO: z
    .enum(['0', '1', 'false', 'true'], { error: 'must be 1 or 0' })
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
  METRICS_PORT: int(0, 65535).optional(),
  // Loopback unless an operator opens it: what the metrics tell (routes, rates, memory) is for
  // the scraper on the same host or a private network, never the public (HOST's default).
  METRICS_HOST: text().default('127.0.0.1'),
  REDIS_URL: z
    .string()
    .trim()
    .refine((value) => URL.canParse(value) && /^rediss?:$/.test(new URL(value).protocol), {
      message: 'must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379',
      abort: true,
    })
    .refine((value) => new URL(value).hostname !== '', 'must name a host')
    .optional(),
  // The OpenTelemetry SDK reads the other OTEL_* variables itself (server/tracing.ts).
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl('an OTLP/HTTP collector, e.g. http://collector:4318')
    .transform(String)
    .optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: httpUrl(
    'an OTLP/HTTP traces URL, e.g. http://collector:4318/v1/traces',
  )
    .transform(String)
    .optional(),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default(DEFAULT_LOG_LEVEL),
})

/** The checks between variables, after each is valid on its own; then the Config. */
const CheckedConfigSchema = ConfigSchema.superRefine((env, ctx) => {
  // 0 asks the system for a free port, so two zeros are two different ports.
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT)
    ctx.addIssue({
      code: 'custom',
      path: ['METRICS_PORT'],
      message: `must differ from PORT (${env.PORT}): metrics are never served on the public port`,
    })
  // Each replica would sign tokens with a key of its own (DATA_DIR/contact-secret), so a token
  // fetched from one would be refused, silently, by the others.
  if (env.DATABASE_URL !== undefined && env.CONTACT_SECRET === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['CONTACT_SECRET'],
      message:
        'must be set when DATABASE_URL is set: every replica on one database must sign form ' +
        'tokens with the same key (e.g. `openssl rand -hex 32`)',
    })
}).transform((e) =>
  Object.freeze({
    port: e.PORT,
    host: e.HOST,
    siteUrl: e.SITE_URL ?? 'http://localhost:3000',
    /** False when SITE_URL was not set and `siteUrl` is the local default. */
    siteUrlSet: e.SITE_URL !== undefined,
    siteName: e.SITE_NAME,
    team: Object.freeze(e.TEAM ?? []),
    testimonials: Object.freeze(e.TESTIMONIALS ?? []),
    /** Phone and address are null unless set: the pages then leave them out. */
    contact: Object.freeze({
      email: e.CONTACT_EMAIL ?? 'support@thumbgrab.example',
      phone: e.CONTACT_PHONE ?? null,
      address: e.CONTACT_ADDRESS ?? null,
    }),
    /** False when CONTACT_EMAIL was not set and `contact.email` is the placeholder. */
    contactEmailSet: e.CONTACT_EMAIL !== undefined,
    social: Object.freeze({
      facebook: e.SOCIAL_FACEBOOK,
      twitter: e.SOCIAL_TWITTER,
      instagram: e.SOCIAL_INSTAGRAM,
      youtube: e.SOCIAL_YOUTUBE,
    }),
    thumbnailOrigin: e.THUMBNAIL_ORIGIN,
    youtubeOrigin: e.YOUTUBE_ORIGIN,
    youtubeApiUrl: e.YOUTUBE_API_URL,
    youtubeApiKey: e.YOUTUBE_API_KEY,
    dataDir: e.DATA_DIR,
    trustProxy: e.TRUST_PROXY,
    contactSecret: e.CONTACT_SECRET,
    databaseUrl: e.DATABASE_URL,
    contactDailyCap: e.CONTACT_DAILY_CAP,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    hostRequestsPerSecond: e.HOST_REQUESTS_PER_SECOND,
    cacheMemoryMb: e.CACHE_MEMORY_MB,
    demo: e.DEMO,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    /** Spans are exported (server/tracing.ts) when either OTLP endpoint is set. */
    tracing:
      e.OTEL_EXPORTER_OTLP_ENDPOINT !== undefined ||
      e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT !== undefined,
  }),
)

export type Config = z.output<typeof CheckedConfigSchema>

export class ConfigError extends Error {
  readonly problems: readonly string[]
  constructor(problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
    this.problems = problems
  }
}

/**
 * Parses an environment. Empty strings count as unset, as in most `.env` tooling.
 * @example parseConfig({ PORT: '8080' }).port // 8080
 * @throws ConfigError naming every bad variable
 */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const result = CheckedConfigSchema.safeParse(present)
  if (result.success) return result.data
  throw new ConfigError(
    result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  )
}

/** The process environment, parsed. The only place that reads `process.env`. */
export function readConfig(): Config {
  return parseConfig(process.env)
}

/**
 * The configuration of a server about to start, or the process ends with status 1 and a message
 * naming every bad variable (server/main.ts, scripts/dev.ts).
 */
export function readConfigOrExit(): Config {
  try {
    return readConfig()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    process.stderr.write(`${error.message}\nSee .env.example for every variable.\n`)
    process.exit(1)
  }
}

/**
 * The settings pages may show, taken from the config: what the server lends
 * each render, and what the build prerenders pages with.
 */
export function siteFromConfig(config: Config): Site {
  const url = new URL(config.siteUrl)
  return {
    url: config.siteUrl,
    // A local address is no name to show the public: titles and legal text use the site's name.
    host: isLocalHost(url.hostname) ? config.siteName : url.host,
    name: config.siteName,
    team: config.team,
    testimonials: config.testimonials,
    contact: { ...config.contact },
    social: { ...config.social },
    demo: config.demo,
  }
}

/** Loopback and unspecified addresses: `localhost` (and its subdomains), 127.0.0.0/8, ::1, 0.0.0.0. */
export function isLocalHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/^\[|\]$/g, '')
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(name) ||
    name === '::1' ||
    name === '0.0.0.0' ||
    name === '::'
  )
}

/**
 * What an operator should hear at start-up: settings left at a default that
 * must not face the public (SITE_URL unset or local). Empty when all is set,
 * and for `npm run demo`, which is local by design.
 */
export function publicSettingsWarnings(config: Config): string[] {
  if (config.demo) return []
  const warnings: string[] = []
  if (!config.siteUrlSet) {
    warnings.push(
      `SITE_URL is not set: canonical links, Open Graph URLs and the sitemap point at ${config.siteUrl}, and titles and legal pages name the site "${config.siteName}" instead of its address. Set SITE_URL to the public origin, e.g. https://thumbgrab.example.`,
    )
  } else if (isLocalHost(new URL(config.siteUrl).hostname)) {
    warnings.push(
      `SITE_URL is ${config.siteUrl}, a local address: canonical links, Open Graph URLs and the sitemap point at it. Set SITE_URL to the public origin.`,
    )
  }
  if (!config.contactEmailSet) {
    warnings.push(
      `CONTACT_EMAIL is not set: the footer, /contact and the legal pages show the placeholder ${config.contact.email}. Set CONTACT_EMAIL (and CONTACT_PHONE and CONTACT_ADDRESS to show them).`,
    )
  }
  return warnings
}
