// Python bots planned by the built CLI, as real bots lay them out: what the reader sends in the
// plan's body, and what it may not know (members in other files, a cog named like a test, guilds
// of their own), which a plan must never take for a delete.
import { describe, expect, it } from 'vitest';
import { cmdlint, projectsRemovedAfterEach } from './helpers.js';

const fresh = projectsRemovedAfterEach();

interface PlanJson {
  readonly actions: { action: string; name: string }[];
  readonly diagnostics: { ruleId: string }[];
  readonly incomplete: boolean;
  readonly unplanned: { name: string; text: string }[];
  readonly keptOut: { name: string }[];
  readonly body: unknown[] | null;
}

function plan(args: string[], cwd: string): { code: number | null; json: PlanJson; stderr: string } {
  const run = cmdlint(['plan', ...args, '--format', 'json'], { cwd });
  return { code: run.code, json: JSON.parse(run.stdout) as PlanJson, stderr: run.stderr };
}

describe('plan on Python bots', () => {
  it('lightbulb 2: a SlashSubGroup is planned with its description, and reported clean', () => {
    const bot = fresh({
      'requirements.txt': 'hikari-lightbulb==2.3.5\n',
      'ext.py': `import lightbulb

plugin = lightbulb.Plugin("YouTube")


@plugin.command
@lightbulb.command("youtube", "YouTube commands.")
@lightbulb.implements(lightbulb.SlashCommandGroup)
async def cmd_youtube(_: lightbulb.SlashContext) -> None:
    ...


@cmd_youtube.child
@lightbulb.command("video", "YouTube video commands.")
@lightbulb.implements(lightbulb.SlashSubGroup)
async def cmd_youtube_video(_: lightbulb.SlashContext) -> None:
    ...


@cmd_youtube_video.child
@lightbulb.command("link", "Link a video.")
@lightbulb.implements(lightbulb.SlashSubCommand)
async def cmd_youtube_video_link(ctx: lightbulb.SlashContext) -> None:
    ...
`,
    });
    const { code, json, stderr } = plan(['ext.py'], bot.dir);
    expect(code, stderr).toBe(0);
    expect(json.diagnostics).toEqual([]);
    expect(json.body).toEqual([
      { name: 'youtube', type: 1, description: 'YouTube commands.', options: [{ name: 'video', type: 2, description: 'YouTube video commands.', options: [{ name: 'link', type: 1, description: 'Link a video.', options: [] }] }] },
    ]);
  });
});
