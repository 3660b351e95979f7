// The business's facts are written once, in content/data/site.yaml: the phone (`phone`, and `phoneDisplay` as people
// read it), the founding year (`founded`) and the reply time (`replyWithinHours`). Pages and data files also say
// them in words ("since 2016", "within 24 hours", "24 மணி நேரத்துக்குள்"): this check names every place, in every
// edition, whose words say another year, another reply time or another number than the data, so one change of
// site.yaml is followed everywhere or the check says where not.
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { filesUnder, repoPath } from './content-loader.ts'

export type FactProblem = { file: string; line?: number; field?: string; message: string }

type Facts = { founded?: number; replyWithinHours?: number; phone?: string; phoneDisplay?: string }

const digits = (text: string) => text.replace(/\D/g, '')
/** The ten digits of an Indian phone number, whatever is written before them (+91, 0). */
const tenDigits = (text: string) => digits(text).slice(-10)

/** Words that say the year the business began, in English and in Tamil. */
const FOUNDED_WORDS = [
  /\b(?:since|established in|founded in|started in|began in|starting in)\s+(\d{4})\b/gi,
  /(\d{4})\s*(?:முதல்|-?இல்\s+தொடங்|-?ல்\s+தொடங்)/g,
]
/** Words that say how soon an enquiry is answered. */
const REPLY_WORDS = [/\bwithin\s+(\d+)\s+hours?\b/gi, /(\d+)\s*மணி\s*நேரத்து(?:க்கு)?ள்/g]
/** A phone number in words: ten digits in groups, with or without +91. */
const PHONE_WORDS = /(?<![\d/])(?:\+?91[\s-]?)?\d{5}[\s-]?\d{5}(?![\d/])/g

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length
const quoted = (text: string) => `"${text.replace(/\s+/g, ' ')}"`

/** Every place in content/ whose words contradict site.yaml's facts, and a phone display that is not the phone. */
export function factProblems(content: string): FactProblem[] {
  const siteFile = path.join(content, 'data/site.yaml')
  if (!fs.existsSync(siteFile)) return []
  let facts: Facts
  try {
    facts = (parse(fs.readFileSync(siteFile, 'utf8')) ?? {}) as Facts
  } catch {
    return [] // a site.yaml that cannot be read is told by the syntax check
  }
  const site = repoPath(siteFile, content)
  const problems: FactProblem[] = []
  if (typeof facts.phone === 'string' && typeof facts.phoneDisplay === 'string' && digits(facts.phone) !== digits(facts.phoneDisplay))
    problems.push({
      file: site,
      field: 'phoneDisplay',
      message: `shows ${quoted(facts.phoneDisplay)}, but the phone that links dial is ${quoted(facts.phone)}: write the same number in both`,
    })
  // The words editors write: every edition's pages and data files (not the records tools keep beside them).
  const files = [...filesUnder(content, '.mdx'), ...filesUnder(content, '.yaml')].filter((file) =>
    /^(?:[a-z]{2,3}\/)?(?:pages|data)\//.test(path.relative(content, file).replace(/\\/g, '/')),
  )
  for (const file of files) {
    const name = repoPath(file, content)
    const text = fs.readFileSync(file, 'utf8')
    const say = (offset: number, message: string) => problems.push({ file: name, line: lineAt(text, offset), message })
    if (typeof facts.founded === 'number')
      for (const words of FOUNDED_WORDS)
        for (const match of text.matchAll(words))
          if (Number(match[1]) !== facts.founded)
            say(
              match.index,
              `${quoted(match[0])} says the business began in ${match[1]}, but site.yaml's "founded" is ${facts.founded}: write ${facts.founded} (or correct "founded" in Site data, site.yaml)`,
            )
    if (typeof facts.replyWithinHours === 'number')
      for (const words of REPLY_WORDS)
        for (const match of text.matchAll(words))
          if (Number(match[1]) !== facts.replyWithinHours)
            say(
              match.index,
              `${quoted(match[0])} promises a reply in ${match[1]} hours, but site.yaml's "replyWithinHours" is ${facts.replyWithinHours}: write ${facts.replyWithinHours} (or correct "replyWithinHours" in Site data, site.yaml)`,
            )
    if (typeof facts.phone === 'string' && file !== siteFile)
      for (const match of text.matchAll(PHONE_WORDS))
        if (tenDigits(match[0]) !== tenDigits(facts.phone))
          say(
            match.index,
            `${quoted(match[0])} is not the business's phone (${facts.phoneDisplay ?? facts.phone}, site.yaml): write that number, or leave the number out (the contact cards and the footer show it)`,
          )
  }
  return problems
}
