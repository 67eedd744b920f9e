# frozen_string_literal: true

# The 18xx.games side of bench/fidelity.py's stale-cache check (a development tool, not part of
# make test).
#
#   ruby bench/fidelity_fresh_graph.rb GAME.json AT
#
# GAME.json: one of our games saved natively, which the site's engine refuses at action id AT.
# The site caches what a corporation's network reaches (whether it may place a token, its
# tokenable cities, ...) and clears that cache only on some changes, so a change it misses (on
# 18GB, a private's city reservation lapsing at phase 4+2) leaves a stale answer behind
# (assets/titles/18GB/site-defects.md §9).  This replays the game action by action and, right
# before AT, clears the site's graph caches, as a fresh computation would have them; when a
# later action is refused too, it is retried the same way (at most MAX_RETRIES times).
# Prints one JSON line: {file, refused_at, error (the refusal as is), retried: [ids],
# accepted (AT went through once the cache was cleared), refused_again_at, error_again,
# engine_result, match (the game's result against the file's)}.
# This file calls the site's engine as a black box and contains none of its code.
glue = ENV['ORACLE_GLUE'] || File.expand_path('../../shared/tools/oracle', __dir__)
require File.join(glue, 'oracle_env')

MAX_RETRIES = 5

file, at = ARGV
abort 'usage: ruby fidelity_fresh_graph.rb GAME.json AT' unless at
data = JSON.parse(File.read(file))
actions = data['actions']

# Every graph the site's engine may have cached an answer in, emptied.
def clear_graphs(game)
  game.graph.clear_graph_for_all
  game.corporations.each { |c| game.clear_graph_for_entity(c) }
end

# The game replayed action by action, the caches cleared before each id of `fresh`: the id of
# the first refused action and its error, or nil and the game.
def replay(data, actions, fresh)
  game = Oracle.load_game(data.merge('actions' => []), strict: false)
  actions.each_with_index do |a, i|
    id = a['id'] || (i + 1)
    clear_graphs(game) if fresh.include?(id)
    begin
      game.process_action(a)
      game.maybe_raise! if game.respond_to?(:maybe_raise!)
    rescue StandardError => e
      return [id, "#{e.class}: #{e.message}"[0, 300], game]
    end
  end
  [nil, nil, game]
end

out = { file: file, refused_at: at.to_i, retried: [], accepted: false }
refused, error, = replay(data, actions, [])
out[:error] = error
if refused == out[:refused_at]
  fresh = [refused]
  loop do
    refused, error, game = replay(data, actions, fresh)
    out[:retried] = fresh.dup
    out[:accepted] = refused != out[:refused_at]
    if refused.nil?
      out[:engine_result] = Oracle.result_json(game)
      want = data['result'] || {}
      out[:match] = !want.empty? && want.transform_keys(&:to_s) == out[:engine_result].transform_keys(&:to_s)
      break
    end
    if fresh.include?(refused) || fresh.size > MAX_RETRIES
      out[:refused_again_at] = refused
      out[:error_again] = error
      break
    end
    fresh << refused
  end
else
  out[:refused_again_at] = refused # the file is not refused at AT as is: nothing to explain
  out[:error_again] = error
end
puts JSON.generate(out)
