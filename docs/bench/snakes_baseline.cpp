// Textbook C++ baselines for LeetCode 909 (Snakes and Ladders), timed on the
// same boards as ripple's problems/snakesladders (see snakes_run.sh and the
// "Snakes and ladders" section of docs/benchmarks.md).
//
// Usage: baseline BOARD_FILE [REPS [VARIANT]]
// BOARD_FILE holds a LeetCode literal [[...],[...]] (any non-digit, non-'-'
// characters are separators). Prints, for each variant (or only VARIANT,
// one of the names below: docs/bench/frontier.sh times textbook), the answer and the
// min and median time of one solve over REPS runs (default 30), in process
// CPU time (CLOCK_PROCESS_CPUTIME_ID), which other processes on a shared
// machine disturb far less than wall time.
//
// Variants (each a BFS with std::queue):
//   textbook: layered BFS on the board as vector<vector<int>>, square ->
//             (row, col) arithmetic on every landing, vector<bool> visited,
//             goal tested when pushed (stops as soon as n² is reached).
//   editorial: the shape of LeetCode's published solution: a table of
//             (row, col) per square built by walking the board, vector<int>
//             dist, FIFO queue, and no early exit (dist[n²] at the end).
//   flat:     a flat jump table (built once, not timed, like ripple's Board)
//             and vector<char> visited: the stronger baseline.
//   flat+build: flat, timed together with building its table from the
//             matrix: compare with ripple's SnakesAndLadders (New included).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <queue>
#include <string>
#include <vector>

using namespace std;

static vector<vector<int>> readBoard(const char* path) {
  FILE* f = fopen(path, "rb");
  if (!f) { perror(path); exit(2); }
  vector<int> vals;
  vector<int> rowLen;
  int depth = 0, cur = 0, c;
  long v = 0; bool neg = false, in = false;
  while ((c = fgetc(f)) != EOF) {
    if (c == '-') { neg = true; in = true; v = 0; continue; }
    if (c >= '0' && c <= '9') { in = true; v = v * 10 + (c - '0'); continue; }
    if (in) { vals.push_back(neg ? -v : v); cur++; in = false; neg = false; v = 0; }
    if (c == '[') depth++;
    if (c == ']') { if (depth == 2) { rowLen.push_back(cur); cur = 0; } depth--; }
  }
  fclose(f);
  int n = rowLen.size();
  vector<vector<int>> board(n, vector<int>(n));
  for (int r = 0; r < n; r++)
    for (int k = 0; k < n; k++) board[r][k] = vals[(size_t)r * n + k];
  return board;
}

static int textbook(const vector<vector<int>>& board) {
  int n = board.size(), last = n * n;
  vector<bool> visited(last + 1, false);
  queue<int> q;
  q.push(1);
  visited[1] = true;
  for (int step = 0; !q.empty(); step++) {
    for (int k = q.size(); k > 0; k--) {
      int s = q.front();
      q.pop();
      for (int t = s + 1; t <= min(s + 6, last); t++) {
        int r = (t - 1) / n, c = (t - 1) % n;
        if (r % 2 == 1) c = n - 1 - c;
        int cell = board[n - 1 - r][c];
        int next = cell != -1 ? cell : t;
        if (next == last) return step + 1;
        if (!visited[next]) {
          visited[next] = true;
          q.push(next);
        }
      }
    }
  }
  return -1;
}

static int editorial(const vector<vector<int>>& board) {
  int n = board.size(), last = n * n;
  vector<pair<int, int>> cells(last + 1);
  vector<int> columns(n);
  for (int c = 0; c < n; c++) columns[c] = c;
  int label = 1;
  for (int row = n - 1; row >= 0; row--) {
    for (int c : columns) cells[label++] = {row, c};
    reverse(columns.begin(), columns.end());
  }
  vector<int> dist(last + 1, -1);
  dist[1] = 0;
  queue<int> q;
  q.push(1);
  while (!q.empty()) {
    int cur = q.front();
    q.pop();
    for (int next = cur + 1; next <= min(cur + 6, last); next++) {
      auto [row, col] = cells[next];
      int dest = board[row][col] != -1 ? board[row][col] : next;
      if (dist[dest] == -1) {
        dist[dest] = dist[cur] + 1;
        q.push(dest);
      }
    }
  }
  return dist[last];
}

static vector<int> flatTable(const vector<vector<int>>& board) {
  int n = board.size(), last = n * n;
  vector<int> dest(last + 1);
  for (int t = 1; t <= last; t++) {
    int r = (t - 1) / n, c = (t - 1) % n;
    if (r % 2 == 1) c = n - 1 - c;
    int cell = board[n - 1 - r][c];
    dest[t] = cell != -1 ? cell : t;
  }
  return dest;
}

static int flat(const vector<int>& dest) {
  int last = dest.size() - 1;
  vector<char> visited(last + 1, 0);
  queue<int> q;
  q.push(1);
  visited[1] = 1;
  for (int step = 0; !q.empty(); step++) {
    for (int k = q.size(); k > 0; k--) {
      int s = q.front();
      q.pop();
      int end = min(s + 6, last);
      for (int t = s + 1; t <= end; t++) {
        int next = dest[t];
        if (next == last) return step + 1;
        if (!visited[next]) {
          visited[next] = 1;
          q.push(next);
        }
      }
    }
  }
  return -1;
}

static double cpuMillis() {
  timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static const char* only = nullptr;  // the VARIANT argument, if any

template <class F>
static void timeit(const char* name, int reps, F f) {
  if (only && string(only) != name) return;
  vector<double> ms;
  int ans = 0;
  for (int i = 0; i < reps; i++) {
    double t0 = cpuMillis();
    ans = f();
    ms.push_back(cpuMillis() - t0);
  }
  sort(ms.begin(), ms.end());
  printf("%-10s answer %d  min %.3f ms  median %.3f ms\n", name, ans, ms[0], ms[ms.size() / 2]);
}

int main(int argc, char** argv) {
  if (argc < 2 || argc > 4) { fprintf(stderr, "usage: baseline BOARD_FILE [REPS [VARIANT]]\n"); return 2; }
  int reps = argc > 2 ? atoi(argv[2]) : 30;
  if (reps < 1) { fprintf(stderr, "baseline: REPS must be at least 1\n"); return 2; }
  if (argc > 3) only = argv[3];
  vector<vector<int>> board = readBoard(argv[1]);
  vector<int> dest = flatTable(board);
  timeit("textbook", reps, [&] { return textbook(board); });
  timeit("editorial", reps, [&] { return editorial(board); });
  timeit("flat", reps, [&] { return flat(dest); });
  timeit("flat+build", reps, [&] { return flat(flatTable(board)); });
  return 0;
}
