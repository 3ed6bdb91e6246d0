import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { ConfigError, ConfigSchema, parseConfig } from './config.ts'

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
    })
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      siteUrl: 'https://thumbs.example.org',
      siteName: 'Thumbs',
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
      trustProxy: '10.0.0.0/8, ::1',
      contactSecret: 's'.repeat(32),
      contactDailyCap: 50,
      demo: false,
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

  test('drains 20 s on SIGTERM by default; SHUTDOWN_DRAIN_MS changes it within 0–600000', () => {
    expect(parseConfig({}).shutdownDrainMs).toBe(20_000)
    expect(parseConfig({ SHUTDOWN_DRAIN_MS: '1500' }).shutdownDrainMs).toBe(1500)
    expect(problemsOf({ SHUTDOWN_DRAIN_MS: '-1' })).toEqual([
      'SHUTDOWN_DRAIN_MS: must be between 0 and 600000',
    ])
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

  test('the error message lists each problem on its own line', () => {
    const error = new ConfigError(['PORT: bad', 'HOST: bad'])
    expect(error.message).toBe('Invalid configuration:\n  - PORT: bad\n  - HOST: bad')
  })
})

describe('the documentation of the variables', () => {
  const variables = Object.keys(ConfigSchema.shape)

  test("README's configuration table lists every variable the server reads", () => {
    const readme = readFileSync('README.md', 'utf8')
    const section = /\n## Configuration\n([\s\S]*?)\n## /.exec(readme)?.[1] ?? ''
    const firstCells = section.split('\n').flatMap((line) => /^\| ([^|]+)\|/.exec(line)?.[1] ?? [])
    const listed = firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]))
    expect(listed.toSorted()).toEqual(variables.toSorted())
  })

  test('.env.example sets every variable the server reads, and no other', () => {
    const example = readFileSync('.env.example', 'utf8')
    const set = [...example.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1])
    expect(set.toSorted()).toEqual(variables.toSorted())
  })
})
