import { readFileSync } from 'node:fs'
import { isDeepStrictEqual } from 'node:util'
import { describe, expect, test } from 'vitest'
import {
  ConfigError,
  ConfigSchema,
  parseConfig,
  publicSettingsWarnings,
  siteFromConfig,
} from './config.ts'

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    parseConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  throw new Error('expected a ConfigError')
}

describe('parseConfig', () => {
  test('runs with nothing set', () => {
    const config = parseConfig({})
    expect(config.port).toBe(3000)
    expect(config.siteUrl).toBe('http://localhost:3000')
    expect(config.thumbnailOrigin).toBe('https://i.ytimg.com')
    expect(config.dataDir).toBe('./data')
    expect(Object.isFrozen(config)).toBe(true)
  })

  test('reads every variable', () => {
    const config = parseConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      SITE_URL: 'https://thumbs.example.org/',
      SITE_NAME: 'Thumbs',
      CONTACT_EMAIL: 'help@thumbs.example.org',
      CONTACT_PHONE: '+44 20 7946 0000',
      CONTACT_ADDRESS: '1 High Street, London',
      SOCIAL_FACEBOOK: 'https://facebook.com/t',
      SOCIAL_TWITTER: 'https://x.com/t',
      SOCIAL_INSTAGRAM: 'https://instagram.com/t',
      SOCIAL_YOUTUBE: 'https://youtube.com/@t',
      THUMBNAIL_ORIGIN: 'http://127.0.0.1:4010',
      YOUTUBE_ORIGIN: 'http://127.0.0.1:4011/',
      YOUTUBE_API_URL: 'http://127.0.0.1:4011/youtube/v3/',
      YOUTUBE_API_KEY: ' a-key ',
      DATA_DIR: '/var/lib/thumbgrab',
      SHUTDOWN_DRAIN_MS: '5000',
      TRUST_PROXY: '10.0.0.0/8, ::1',
      CONTACT_SECRET: 's'.repeat(32),
      CONTACT_DAILY_CAP: '50',
      METRICS_PORT: '9464',
      METRICS_HOST: '10.0.0.5',
      HOST_REQUESTS_PER_SECOND: '50',
      CACHE_MEMORY_MB: '48',
      LOG_LEVEL: 'debug',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318',
      TEAM: '[{"name":"Ada Lovelace","role":"Founder","bio":"Runs the site."}]',
      TESTIMONIALS: '[{"name":"Sam Lee","role":"Teacher","rating":4,"quote":"Handy."}]',
    })
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      siteUrl: 'https://thumbs.example.org',
      siteUrlSet: true,
      contactEmailSet: true,
      siteName: 'Thumbs',
      team: [{ name: 'Ada Lovelace', role: 'Founder', bio: 'Runs the site.' }],
      testimonials: [{ name: 'Sam Lee', role: 'Teacher', rating: 4, quote: 'Handy.' }],
      contact: {
        email: 'help@thumbs.example.org',
        phone: '+44 20 7946 0000',
        address: '1 High Street, London',
      },
      social: {
        facebook: 'https://facebook.com/t',
        twitter: 'https://x.com/t',
        instagram: 'https://instagram.com/t',
        youtube: 'https://youtube.com/@t',
      },
      thumbnailOrigin: 'http://127.0.0.1:4010',
      youtubeOrigin: 'http://127.0.0.1:4011',
      youtubeApiUrl: 'http://127.0.0.1:4011/youtube/v3',
      youtubeApiKey: 'a-key',
      dataDir: '/var/lib/thumbgrab',
      shutdownDrainMs: 5000,
      hostRequestsPerSecond: 50,
      cacheMemoryMb: 48,
      trustProxy: '10.0.0.0/8, ::1',
      contactSecret: 's'.repeat(32),
      contactDailyCap: 50,
      demo: false,
      metricsPort: 9464,
      metricsHost: '10.0.0.5',
      logLevel: 'debug',
      tracing: true,
    })
  })

  test('trusts no proxy, keeps the secret in DATA_DIR and caps 500 messages a day by default', () => {
    const config = parseConfig({})
    expect(config.trustProxy).toBe('')
    expect(config.contactSecret).toBeUndefined()
    expect(config.contactDailyCap).toBe(500)
  })

  test('refuses a bad proxy list, a short secret and a daily cap below 1, naming each', () => {
    expect(
      problemsOf({
        TRUST_PROXY: '10.0.0.0/8, proxy.local',
        CONTACT_SECRET: 'short',
        CONTACT_DAILY_CAP: '0',
      }),
    ).toEqual([
      'TRUST_PROXY: "proxy.local" is not an IP address or CIDR range',
      'CONTACT_SECRET: must be at least 32 characters',
      'CONTACT_DAILY_CAP: must be at least 1',
    ])
  })

  test('keeps contact messages in SQLite unless DATABASE_URL names a PostgreSQL database', () => {
    expect(parseConfig({}).databaseUrl).toBeUndefined()
    const url = 'postgres://thumbgrab:pw@db:5432/thumbgrab'
    expect(parseConfig({ DATABASE_URL: url, CONTACT_SECRET: 's'.repeat(32) }).databaseUrl).toBe(url)
  })

  test('refuses a malformed DATABASE_URL, and DATABASE_URL without CONTACT_SECRET, naming each', () => {
    const secret = { CONTACT_SECRET: 's'.repeat(32) }
    expect(problemsOf({ DATABASE_URL: 'localhost/thumbgrab', ...secret })).toEqual([
      'DATABASE_URL: must be a URL like postgres://user:password@host:5432/database',
    ])
    expect(problemsOf({ DATABASE_URL: 'mysql://db/thumbgrab', ...secret })).toEqual([
      'DATABASE_URL: must use postgres://',
    ])
    expect(problemsOf({ DATABASE_URL: 'postgres://db:5432', ...secret })).toEqual([
      'DATABASE_URL: must name a database, e.g. postgres://…/thumbgrab',
    ])
    expect(problemsOf({ DATABASE_URL: 'postgresql://db/thumbgrab' })).toEqual([
      expect.stringMatching(/^CONTACT_SECRET: must be set when DATABASE_URL is set/),
    ])
  })

  test('drains 20 s on SIGTERM by default; SHUTDOWN_DRAIN_MS changes it within 0–600000', () => {
    expect(parseConfig({}).shutdownDrainMs).toBe(20_000)
    expect(parseConfig({ SHUTDOWN_DRAIN_MS: '1500' }).shutdownDrainMs).toBe(1500)
    expect(problemsOf({ SHUTDOWN_DRAIN_MS: '-1' })).toEqual([
      'SHUTDOWN_DRAIN_MS: must be between 0 and 600000',
    ])
  })

  test('serves no metrics by default; METRICS_PORT is a port other than PORT', () => {
    expect(parseConfig({}).metricsPort).toBeUndefined()
    // On loopback whatever HOST is, unless set.
    expect(parseConfig({ HOST: '0.0.0.0' }).metricsHost).toBe('127.0.0.1')
    expect(parseConfig({ METRICS_HOST: '10.0.0.5' }).metricsHost).toBe('10.0.0.5')
    expect(parseConfig({ METRICS_PORT: '9464' }).metricsPort).toBe(9464)
    expect(parseConfig({ PORT: '0', METRICS_PORT: '0' }).metricsPort).toBe(0)
    expect(problemsOf({ METRICS_PORT: '3000' })).toEqual([
      'METRICS_PORT: must differ from PORT (3000): metrics are never served on the public port',
    ])
    expect(problemsOf({ PORT: '8080', METRICS_PORT: '8080' })).toHaveLength(1)
    expect(problemsOf({ METRICS_PORT: '65536' })).toEqual([
      'METRICS_PORT: must be between 0 and 65535',
    ])
    expect(problemsOf({ METRICS_PORT: 'metrics' })).toEqual(['METRICS_PORT: must be a number'])
  })

  test('keeps state in the process unless REDIS_URL names a redis:// or rediss:// server', () => {
    expect(parseConfig({}).redisUrl).toBeUndefined()
    expect(parseConfig({ REDIS_URL: 'redis://:pw@cache:6379/2' }).redisUrl).toBe(
      'redis://:pw@cache:6379/2',
    )
    expect(parseConfig({ REDIS_URL: 'rediss://cache.example' }).redisUrl).toBe(
      'rediss://cache.example',
    )
    const wrong = 'REDIS_URL: must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379'
    expect(problemsOf({ REDIS_URL: 'cache:6379' })).toEqual([wrong])
    expect(problemsOf({ REDIS_URL: 'http://cache:6379' })).toEqual([wrong])
    expect(problemsOf({ REDIS_URL: 'redis://' })).toEqual(['REDIS_URL: must name a host'])
  })

  test('logs every request unless LOG_LEVEL asks for less (or for the image host too)', () => {
    expect(parseConfig({}).logLevel).toBe('info')
    expect(parseConfig({ LOG_LEVEL: 'warn' }).logLevel).toBe('warn')
    expect(parseConfig({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug')
    expect(problemsOf({ LOG_LEVEL: 'verbose' })).toEqual([
      'LOG_LEVEL: must be one of error, warn, info, debug',
    ])
  })

  test('traces only when an OTLP endpoint is set, and refuses one that is not a URL', () => {
    expect(parseConfig({}).tracing).toBe(false)
    expect(parseConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).tracing).toBe(true)
    expect(
      parseConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://otel.example/v1/traces' }).tracing,
    ).toBe(true)
    // `collector:4318` parses as a URL of scheme `collector:`.
    expect(problemsOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toEqual([
      'OTEL_EXPORTER_OTLP_ENDPOINT: must use http or https',
    ])
    expect(problemsOf({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '/v1/traces' })).toEqual([
      'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: must be an absolute URL (an OTLP/HTTP traces URL, e.g. http://collector:4318/v1/traces)',
    ])
  })

  test('shows no team and no testimonials unless configured, and refuses malformed lists', () => {
    const config = parseConfig({})
    expect(config.team).toEqual([])
    expect(config.testimonials).toEqual([])
    expect(problemsOf({ TEAM: 'Ada, Bob' })).toEqual(['TEAM: must be a JSON array'])
    expect(problemsOf({ TEAM: '[{"name":"Ada"}]' })[0]).toMatch(/^TEAM\./)
    expect(
      problemsOf({ TESTIMONIALS: '[{"name":"A","role":"B","rating":6,"quote":"C"}]' })[0],
    ).toMatch(/^TESTIMONIALS\.0\.rating/)
  })

  test('never names a local SITE_URL in what pages show, and warns about it at start-up', () => {
    const unset = parseConfig({})
    expect(unset.siteUrlSet).toBe(false)
    expect(siteFromConfig(unset).host).toBe('ThumbGrab')
    expect(publicSettingsWarnings(unset)).toEqual([
      expect.stringMatching(/^SITE_URL is not set/),
      expect.stringMatching(/^CONTACT_EMAIL is not set/),
    ])

    for (const local of ['http://127.0.0.1:8080', 'http://[::1]:3000', 'http://app.localhost']) {
      const config = parseConfig({ SITE_URL: local, CONTACT_EMAIL: 'help@thumbs.example.org' })
      expect(siteFromConfig(config).host).toBe('ThumbGrab')
      expect(publicSettingsWarnings(config)).toEqual([expect.stringContaining('a local address')])
    }

    const public_ = parseConfig({
      SITE_URL: 'https://thumbs.example.org',
      CONTACT_EMAIL: 'help@thumbs.example.org',
    })
    expect(siteFromConfig(public_).host).toBe('thumbs.example.org')
    expect(publicSettingsWarnings(public_)).toEqual([])
    // The demo runs on the local fake host by design: no warning.
    expect(publicSettingsWarnings(parseConfig({ DEMO: '1' }))).toEqual([])
  })

  test('shows no phone number or postal address unless configured', () => {
    const config = parseConfig({})
    expect(config.contact.phone).toBeNull()
    expect(config.contact.address).toBeNull()
    expect(config.contactEmailSet).toBe(false)
    expect(problemsOf({ CONTACT_PHONE: '   ' })).toEqual(['CONTACT_PHONE: must not be empty'])
  })

  test('reads the demo flag', () => {
    expect(parseConfig({ DEMO: '1' }).demo).toBe(true)
    expect(parseConfig({ DEMO: 'false' }).demo).toBe(false)
    expect(problemsOf({ DEMO: 'yes' })).toEqual(['DEMO: must be 1 or 0'])
  })

  test('treats empty values as unset', () => {
    expect(parseConfig({ PORT: '', SITE_NAME: '' }).port).toBe(3000)
  })

  test('reports every bad variable at once, by name', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      SITE_URL: 'not a url',
      CONTACT_EMAIL: 'nobody',
      SOCIAL_YOUTUBE: 'javascript:alert(1)',
      THUMBNAIL_ORIGIN: 'ftp://x',
    })
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'PORT',
      'SITE_URL',
      'CONTACT_EMAIL',
      'SOCIAL_YOUTUBE',
      'THUMBNAIL_ORIGIN',
    ])
  })

  test('refuses a port out of range', () => {
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT: must be between 0 and 65535'])
    expect(problemsOf({ PORT: '3.5' })).toEqual(['PORT: must be a whole number'])
  })

  test.each([
    ['https://i.ytimg.com/vi/', 'a path'],
    ['https://i.ytimg.com/?x=1', 'a query'],
    ['https://i.ytimg.com/#top', 'a fragment'],
    ['https://user:pw@i.ytimg.com', 'credentials'],
  ])('refuses an image host origin with %s (%s)', (value) => {
    expect(problemsOf({ THUMBNAIL_ORIGIN: value })[0]).toMatch(/^THUMBNAIL_ORIGIN: /)
  })

  test.each([
    ['https://www.youtube.com/oembed', 'a path'],
    ['https://www.youtube.com/?x=1', 'a query'],
    ['https://user:pw@www.youtube.com', 'credentials'],
    ['ftp://www.youtube.com', 'another scheme'],
  ])('refuses a video host origin with %s (%s)', (value) => {
    expect(problemsOf({ YOUTUBE_ORIGIN: value })[0]).toMatch(/^YOUTUBE_ORIGIN: /)
  })

  test('asks the real video host for titles unless told otherwise', () => {
    expect(parseConfig({}).youtubeOrigin).toBe('https://www.youtube.com')
  })

  test('gives the caches 64 MiB together unless told otherwise, and at least 1', () => {
    expect(parseConfig({}).cacheMemoryMb).toBe(64)
    expect(parseConfig({ CACHE_MEMORY_MB: '200' }).cacheMemoryMb).toBe(200)
    expect(problemsOf({ CACHE_MEMORY_MB: '0' })[0]).toMatch(/^CACHE_MEMORY_MB: /)
    expect(problemsOf({ CACHE_MEMORY_MB: 'lots' })[0]).toMatch(/^CACHE_MEMORY_MB: /)
  })

  test('the error message lists each problem on its own line', () => {
    const error = new ConfigError(['PORT: bad', 'HOST: bad'])
    expect(error.message).toBe('Invalid configuration:\n  - PORT: bad\n  - HOST: bad')
  })
})

describe('the documentation of the variables', () => {
  const variables = Object.keys(ConfigSchema.shape)

  /** A valid value, other than the default, for every variable the server reads. */
  const SAMPLES: Record<string, string> = {
    PORT: '8080',
    HOST: '127.0.0.1',
    SITE_URL: 'https://thumbs.example.org',
    SITE_NAME: 'Other Name',
    TEAM: '[{"name":"Ada Lovelace","role":"Founder","bio":"Runs the site."}]',
    TESTIMONIALS: '[{"name":"Sam Lee","role":"Teacher","rating":4,"quote":"Handy."}]',
    CONTACT_EMAIL: 'help@thumbs.example.org',
    CONTACT_PHONE: '+44 20 7946 0000',
    CONTACT_ADDRESS: '1 High Street, London',
    SOCIAL_FACEBOOK: 'https://www.facebook.com/other',
    SOCIAL_TWITTER: 'https://x.com/other',
    SOCIAL_INSTAGRAM: 'https://www.instagram.com/other',
    SOCIAL_YOUTUBE: 'https://www.youtube.com/@other',
    THUMBNAIL_ORIGIN: 'https://images.example.org',
    YOUTUBE_ORIGIN: 'https://video.example.org',
    YOUTUBE_API_URL: 'https://api.example.org/v3',
    YOUTUBE_API_KEY: 'a-key',
    DATA_DIR: '/var/lib/thumbgrab',
    TRUST_PROXY: '10.0.0.1',
    CONTACT_SECRET: 'a secret of thirty-two characters or more',
    DATABASE_URL: 'postgres://thumbgrab:secret@db.example.org:5432/thumbgrab',
    CONTACT_DAILY_CAP: '10',
    HOST_REQUESTS_PER_SECOND: '10',
    CACHE_MEMORY_MB: '10',
    SHUTDOWN_DRAIN_MS: '1000',
    DEMO: '1',
    METRICS_PORT: '9464',
    METRICS_HOST: '10.0.0.5',
    REDIS_URL: 'redis://cache.example.org:6379',
    LOG_LEVEL: 'warn',
    OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces',
  }

  test("deploy/Dockerfile's build arguments are exactly the variables the prerendered pages depend on", () => {
    expect(Object.keys(SAMPLES).toSorted()).toEqual(variables.toSorted())
    // A page setting is one that changes the site the pages are rendered with (siteFromConfig):
    // the server serves prerendered pages only when it runs with the same (server/pages/routes.ts).
    // DATABASE_URL is refused without CONTACT_SECRET, which no page shows: set in every case.
    const base = { CONTACT_SECRET: SAMPLES.CONTACT_SECRET ?? '' }
    const unset = siteFromConfig(parseConfig(base))
    const pageSettings = variables.filter((name) => {
      const site = siteFromConfig(parseConfig({ ...base, [name]: SAMPLES[name] ?? '' }))
      return !isDeepStrictEqual(site, unset)
    })
    const dockerfile = readFileSync('deploy/Dockerfile', 'utf8')
    // Every ARG of the file, continuation lines joined, but the base image's.
    const args = [...dockerfile.replace(/\\\n/g, ' ').matchAll(/^ARG (.+)$/gm)]
      .flatMap((match) => (match[1] ?? '').split(/\s+/))
      .map((arg) => arg.replace(/=.*/, ''))
      .filter((name) => name !== '' && name !== 'NODE_IMAGE')
    expect(args.toSorted()).toEqual(pageSettings.toSorted())
  })

  test('docs/configuration.md lists every variable the server reads', () => {
    const doc = readFileSync('docs/configuration.md', 'utf8')
    const firstCells = doc.split('\n').flatMap((line) => /^\| ([^|]+)\|/.exec(line)?.[1] ?? [])
    const listed = firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]))
    expect(listed.toSorted()).toEqual(variables.toSorted())
  })

  test('.env.example sets every variable the server reads, and no other', () => {
    const example = readFileSync('.env.example', 'utf8')
    const set = [...example.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1])
    expect(set.toSorted()).toEqual(variables.toSorted())
  })
})
