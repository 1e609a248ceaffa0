// Textbook C++ baseline for LeetCode 994 (Rotting Oranges), used by
// docs/bench/frontier.sh to time the same grids as the Go benchmark of
// problems/rottingoranges.
//
// orangesRotting is the usual queue-based solution as published for the
// problem: enqueue every rotten orange, then pop level by level, rotting
// each fresh 4-neighbour in place. The grid is copied before each timed call
// (the solution modifies it) and the copy is not timed.
//
// Usage: oranges GRID_FILE REPS
// GRID_FILE holds "rows cols" and then one line of digits per row (written by
// TestWriteBenchGrids). Prints the answer and the median wall and process
// CPU time of REPS calls.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <iostream>
#include <queue>
#include <string>
#include <utility>
#include <vector>

using namespace std;

int orangesRotting(vector<vector<int>>& grid) {
    int m = grid.size(), n = grid[0].size();
    queue<pair<int, int>> q;
    int fresh = 0;
    for (int i = 0; i < m; ++i)
        for (int j = 0; j < n; ++j) {
            if (grid[i][j] == 2) q.emplace(i, j);
            else if (grid[i][j] == 1) ++fresh;
        }
    int minutes = 0;
    const int dirs[4][2] = {{-1, 0}, {0, -1}, {0, 1}, {1, 0}};
    while (!q.empty() && fresh > 0) {
        ++minutes;
        for (int k = q.size(); k > 0; --k) {
            auto [i, j] = q.front();
            q.pop();
            for (auto& d : dirs) {
                int x = i + d[0], y = j + d[1];
                if (x >= 0 && x < m && y >= 0 && y < n && grid[x][y] == 1) {
                    grid[x][y] = 2;
                    --fresh;
                    q.emplace(x, y);
                }
            }
        }
    }
    return fresh > 0 ? -1 : minutes;
}

static double cpuMs() {
    timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

int main(int argc, char** argv) {
    if (argc != 3) {
        cerr << "usage: oranges GRID_FILE REPS\n";
        return 2;
    }
    ifstream in(argv[1]);
    int rows, cols;
    if (!(in >> rows >> cols)) {
        cerr << "oranges: cannot read " << argv[1] << "\n";
        return 2;
    }
    vector<vector<int>> grid(rows, vector<int>(cols));
    string line;
    for (int i = 0; i < rows; ++i) {
        in >> line;
        if ((int)line.size() != cols) {
            cerr << "oranges: row " << i << " has " << line.size() << " cells\n";
            return 2;
        }
        for (int j = 0; j < cols; ++j) grid[i][j] = line[j] - '0';
    }
    int reps = stoi(argv[2]);
    vector<double> wall, cpu;
    int answer = 0;
    for (int r = 0; r <= reps; ++r) {  // run 0 is a warm-up
        vector<vector<int>> g = grid;
        auto w0 = chrono::steady_clock::now();
        double c0 = cpuMs();
        answer = orangesRotting(g);
        double c1 = cpuMs();
        auto w1 = chrono::steady_clock::now();
        if (r > 0) {
            cpu.push_back(c1 - c0);
            wall.push_back(chrono::duration<double, milli>(w1 - w0).count());
        }
    }
    sort(wall.begin(), wall.end());
    sort(cpu.begin(), cpu.end());
    printf("minutes=%d wall_median_ms=%.1f cpu_median_ms=%.1f\n", answer, wall[wall.size() / 2], cpu[cpu.size() / 2]);
    return 0;
}
