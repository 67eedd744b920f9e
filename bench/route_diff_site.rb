# frozen_string_literal: true

# The 18xx.games side of bench/route_diff.py (a development tool, not part of make test).
#
#   ruby bench/route_diff_site.rb GAME.json REQUESTS.jsonl
#
# GAME.json: one of our games saved natively.  REQUESTS.jsonl: one request a line, in the order
# of their positions: {"at": ID, "price": RUN_ROUTES} prices a run_routes action (the site's
# action format) at the position before action ID, as price_routes.rb in ../shared/tools/oracle
# does; {"at": ID, "router": SYM, "route_timeout": S} asks that glue's router (the site's
# candidate routes, an exact combiner) for the best routes of SYM there.  The game is loaded once
# and moved on from position to position (the load is the cost), so one call serves one game.
# Prints one JSON line per request: {"i": N, ...} with each route's revenue and revenue_str or
# the site's error, the set's error, and the total; or the router's revenue, routes and whether it
# timed out.  A position the site cannot reach (it refused an earlier action) answers
# {"i": N, "unreached": error}.
# This file calls the site's engine as a black box and contains none of its code.
glue = ENV['ORACLE_GLUE'] || File.expand_path('../../shared/tools/oracle', __dir__)
require File.join(glue, 'oracle_env')
require File.join(glue, 'router')

file, requests = ARGV
abort 'usage: ruby route_diff_site.rb GAME.json REQUESTS.jsonl' unless requests
data = JSON.parse(File.read(file))

def entity_of(game, sym)
  game.corporation_by_id(sym) || game.minor_by_id(sym) || game.company_by_id(sym)
end

def price(game, h)
  out = {}
  # a route given its revenue keeps it unchecked (the site's Route takes opts[:revenue] as its
  # price; replaying a file it never re-prices a run): drop it, so the site prices afresh
  h = h.merge('routes' => (h['routes'] || []).map { |r| r.except('revenue', 'revenue_str') })
  action = Engine::Action::Base.action_from_h(h, game)
  entity = action.entity
  seen = {}
  action.routes.each do |r|
    train = r.train
    raise Engine::GameError, 'No such train' unless train
    raise Engine::GameError, "Cannot run another corporation's train" if train.owner && game.train_owner(train) != entity
    raise Engine::GameError, 'Cannot run train twice' if seen[train]
    raise Engine::GameError, 'Cannot run train that operated' if train.operated

    seen[train] = true
  end
  out[:routes] = action.routes.map do |r|
    { train: r.train.id, revenue: r.revenue, revenue_str: game.revenue_str(r) }
  rescue Engine::GameError => e
    { train: r.train&.id, error: "#{e.class}: #{e.message}" }
  rescue StandardError => e
    { train: r.train&.id, error: "#{e.class}: #{e.message}", crash: true }
  end
  out[:total] = out[:routes].sum { |r| r[:revenue] || 0 }
  out
rescue Engine::GameError => e
  { error: "#{e.class}: #{e.message}" }
rescue StandardError => e
  { error: "#{e.class}: #{e.message}", crash: true }
end

def route_best(game, sym, timeout)
  corp = entity_of(game, sym)
  return { error: "no entity #{sym}" } unless corp

  t0 = Oracle.now
  res = Oracle::Router.new(game, path_timeout: timeout, route_timeout: timeout, route_limit: 10_000).compute(corp)
  {
    revenue: res.revenue,
    timed_out: res.timed_out || res.path_timed_out,
    seconds: (Oracle.now - t0).round(3),
    candidates: res.candidates,
    routes: res.routes.map do |r|
      { train: r.train.id, revenue: r.revenue, connections: r.connection_hexes, revenue_str: r.revenue_str }
    end,
  }
rescue StandardError => e
  { error: "#{e.class}: #{e.message}", crash: true }
end

game = nil
reached = 0
unreached = nil
File.foreach(requests).with_index do |line, i|
  next if line.strip.empty?

  req = JSON.parse(line)
  at = req['at'].to_i
  if unreached.nil? && at - 1 != reached
    begin
      if game.nil?
        game = Oracle.load_game(data, at_action: at - 1)
      else
        game.process_to_action(at - 1)
      end
      game.maybe_raise!
      reached = at - 1
    rescue StandardError => e
      unreached = "#{e.class}: #{e.message}"[0, 300]
    end
  end
  out = if unreached
          { unreached: unreached }
        elsif req['price']
          price(game, req['price'])
        else
          route_best(game, req['router'], (req['route_timeout'] || 10).to_f)
        end
  puts JSON.generate({ i: i }.merge(out))
  $stdout.flush
end
