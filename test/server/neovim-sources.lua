-- Headless Neovim as a bot author's editor: its own LSP client starts the cmdlint language server
-- with cmdlint.sources "on", opens a discord.js builder file and a TypeScript file, reads their
-- diagnostics, applies the rename quick fix of the builder's name, and writes what it saw to
-- CMDLINT_OUT as JSON. Works with Neovim 0.7 and later (vim.lsp.start_client).
local H = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'neovim-harness.lua')
local out = { steps = {} }
local function step(name) table.insert(out.steps, name) end

local diagnostics = H.diagnostics

H.run(out, function()
  local js, ts = os.getenv('CMDLINT_JS'), os.getenv('CMDLINT_TS')
  vim.o.hidden = true -- the first file stays loaded (and open for the server) while the second is edited
  local client_id = vim.lsp.start_client({
    name = 'cmdlint',
    cmd = { os.getenv('CMDLINT_NODE'), os.getenv('CMDLINT_SERVER'), '--stdio' },
    root_dir = vim.fn.fnamemodify(js, ':h'),
    -- Asked for by the server (workspace/configuration) where Neovim answers it; Neovim 0.7 does
    -- not, and the server takes them from the initialization options then.
    settings = { cmdlint = { sources = 'on', debounceMs = 50 } },
    init_options = { cmdlint = { sources = 'on', debounceMs = 50 } },
  })
  out.nvim = H.version()

  -- 1. The builder file and the TypeScript file, as the editor opens them (filetype by extension).
  vim.cmd('edit ' .. vim.fn.fnameescape(js))
  local jsbuf = vim.api.nvim_get_current_buf()
  out.jsFiletype = vim.bo.filetype
  vim.lsp.buf_attach_client(jsbuf, client_id)
  vim.cmd('edit ' .. vim.fn.fnameescape(ts))
  local tsbuf = vim.api.nvim_get_current_buf()
  out.tsFiletype = vim.bo.filetype
  vim.lsp.buf_attach_client(tsbuf, client_id)
  assert(vim.wait(15000, function() return #vim.diagnostic.get(jsbuf) > 0 and #vim.diagnostic.get(tsbuf) > 0 end, 20), 'no diagnostics after opening')
  out.js = diagnostics(jsbuf)
  out.ts = diagnostics(tsbuf)
  step('opened')

  -- 2. The quick fix of the builder's name, applied by the editor.
  local uri = vim.uri_from_bufnr(jsbuf)
  local at = { line = 4, character = 15 }
  local params = { textDocument = { uri = uri }, range = { start = at, ['end'] = at }, context = { diagnostics = {}, only = { 'quickfix' } } }
  local responses = vim.lsp.buf_request_sync(jsbuf, 'textDocument/codeAction', params, 10000)
  out.actions = {}
  local chosen
  for _, response in pairs(responses or {}) do
    for _, action in ipairs(response.result or {}) do
      table.insert(out.actions, action.title)
      if string.find(action.title, 'Rename to "ban"', 1, true) == 1 then chosen = action end
    end
  end
  assert(chosen, 'no rename quick fix')
  local before = #vim.diagnostic.get(jsbuf)
  H.apply(jsbuf, chosen.edit, before - 1, 'the fix')
  out.fixed = diagnostics(jsbuf)
  out.text = H.text(jsbuf)
  step('fixed')

  H.stop(client_id)
end)
